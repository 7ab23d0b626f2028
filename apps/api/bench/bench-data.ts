import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/**
 * The benchmark's data set, added to a prepared database (migrations, reference and demo data) with a few
 * INSERT ... SELECT statements, so 100,000 offers take seconds: companies cloned from a demo company, offers spread
 * over those companies, degrees, provinces, types, dates and requirements, candidates cloned from the demo
 * candidate alumno@ with their CV (studies, languages), and candidacies of those candidates. Values come from a
 * hash of the row number, so two runs of the same size hold the same data.
 */

export const INSTITUTION = 'generic';
export const TEMPLATE_CANDIDATE = 'alumno@example.org';
export const benchCandidateEmail = (n: number) => `bench${n}@example.org`;

export interface DataSize {
  offers: number;
  candidates: number;
  companies: number;
  candidaciesPerCandidate: number;
  /** Notifications kept by each of the first `notifiedCandidates` candidates (the panel's and the bell's reads). */
  notificationsPerCandidate?: number;
  notifiedCandidates?: number;
}

const ROLES = ['Desarrollador/a', 'Técnico/a', 'Analista', 'Consultor/a', 'Administrativo/a', 'Ingeniero/a', 'Comercial', 'Recepcionista', 'Enfermero/a', 'Educador/a'];
const FIELDS = ['de sistemas', 'web', 'de datos', 'de calidad', 'de ventas', 'financiero/a', 'de proyectos', 'de logística', 'de marketing', 'de atención al cliente'];
const LEVELS = ['júnior', 'sénior', 'en prácticas', 'con inglés', ''];
const TAGS = ['Desarrollo web', 'Análisis de datos', 'Turismo', 'Finanzas', 'Salud', 'Educación', 'Ingeniería', 'Teletrabajo', 'Idiomas', 'Logística'];
const CHUNK = 50_000;

/** The columns of a table a copy may write (not generated, not identity). */
async function copyableColumns(db: Db, table: string, except: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.column_name).filter((c) => !except.includes(c));
}

const ids = (list: readonly string[]) => sql.join(list.map((c) => sql.ref(c)));
const prefixed = (alias: string, list: readonly string[]) => sql.join(list.map((c) => sql.ref(`${alias}.${c}`)));

/** A number in [0, 1) from the row number and a salt: the same every run. */
const rnd = (salt: number) => sql`((abs(hashint8extended(g::bigint, ${salt}::bigint)) % 1000003) / 1000003.0)`;
const pickFrom = (list: readonly string[] | readonly number[], salt: number) =>
  sql`(${list}::${sql.raw(typeof list[0] === 'number' ? 'int[]' : 'text[]')})[1 + floor(${rnd(salt)} * ${list.length}::int)::int]`;

async function addCompanies(db: Db, count: number): Promise<number[]> {
  const template = await db.selectFrom('companies').select('id').where('institution_id', '=', INSTITUTION).where('state', '=', 'validated').orderBy('id').executeTakeFirstOrThrow();
  const columns = await copyableColumns(db, 'companies', ['cif', 'legal_name', 'trade_name']);
  await sql`
    insert into companies (${ids(columns)}, cif, legal_name, trade_name)
    select ${prefixed('c', columns)}, 'BX' || lpad(g::text, 7, '0'), 'Empresa de pruebas ' || g || ' S.L.', 'Empresa ' || g
    from companies c, generate_series(1, ${count}::int) g where c.id = ${template.id}`.execute(db);
  const rows = await db.selectFrom('companies').select('id').where('institution_id', '=', INSTITUTION).where('state', '=', 'validated').execute();
  return rows.map((r) => r.id);
}

async function catalogIds(db: Db, catalog: string, institution: string | null): Promise<number[]> {
  let query = db.selectFrom('catalog_items').select('id').where('catalog', '=', catalog);
  query = institution === null ? query.where('institution_id', 'is', null) : query.where('institution_id', '=', institution);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

async function addOffers(db: Db, count: number, companies: number[], now: Date): Promise<void> {
  const [degrees, provinces, contracts] = await Promise.all([catalogIds(db, 'degrees', INSTITUTION), catalogIds(db, 'provinces', null), catalogIds(db, 'contract_types', null)]);
  const requirements = ['{}', '{}', '{}', '{"languages":[{"languageId":3,"minLevel":3}]}', '{"minCreditsPercent":50}', '{"drivingLicence":"B"}', '{}', '{"languages":[{"languageId":3,"minLevel":4}]}', '{}', '{}'];
  const nowIso = now.toISOString();
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await sql`
      insert into offers (institution_id, company_id, url_access, reference, profile, state, title, description, contract_type_id,
        salary, salary_max, monthly_grant, modality, country_id, province_id, locality, is_tfg_tfm, is_international,
        requirements, tags, published_at, highlighted_on, expires_on, created_at, updated_at)
      select ${INSTITUTION}::text, company_id, 'bench-' || g, 'BENCH-' || g, profile,
        case when ${rnd(3)} < 0.9 then 'published' when ${rnd(4)} < 0.5 then 'pending' else 'closed' end,
        title, 'Oferta de prueba de rendimiento número ' || g || '.', case when profile = 1 then contract end,
        salary, case when salary is not null and ${rnd(5)} < 0.7 then salary + 4000 end,
        case when profile = 2 then 300 + floor(${rnd(6)} * 8) * 50 end,
        (array['presencial', 'remoto', 'hibrido'])[1 + floor(${rnd(7)} * 3)::int], 1, province, 'Localidad ' || (g % 500),
        profile = 2 and ${rnd(8)} < 0.1, ${rnd(9)} < 0.05, requirement::jsonb,
        array_remove(array[${pickFrom(TAGS, 10)}, ${pickFrom(TAGS, 11)}]::text[], null),
        published, case when ${rnd(12)} < 0.02 then (published at time zone 'Europe/Madrid')::date end,
        (published + (20 + floor(${rnd(13)} * 90)::int) * interval '1 day')::date, published, published
      from (
        select g,
          case when ${rnd(1)} < 0.6 then 1 else 2 end::smallint as profile,
          ${pickFrom(companies, 2)}::int as company_id,
          ${pickFrom(contracts, 14)}::int as contract,
          ${pickFrom(provinces, 15)}::int as province,
          ${pickFrom(requirements, 16)} as requirement,
          trim(${pickFrom(ROLES, 17)} || ' ' || ${pickFrom(FIELDS, 18)} || ' ' || ${pickFrom(LEVELS, 19)}) as title,
          ${nowIso}::timestamptz - floor(${rnd(20)} * 120) * interval '1 day' - floor(${rnd(21)} * 86400) * interval '1 second' as published,
          16000 + floor(${rnd(22)} * 30) * 1000 as salary
        from generate_series(${from}::int, ${to}::int) g
      ) s`.execute(db);
  }
  // One to three degrees per offer, the first required.
  await sql`
    insert into offer_degrees (offer_id, degree_id, required)
    select distinct on (o.id, d.degree_id) o.id, d.degree_id, d.k = 0
    from offers o, lateral (select k, (${degrees}::int[])[1 + ((o.id::bigint * 7919 + k * 104729) % ${degrees.length}::int)::int] as degree_id from generate_series(0, o.id % 3) k) d
    where o.reference like 'BENCH-%'
    order by o.id, d.degree_id, d.k`.execute(db);
}

/** Candidates with alumno@'s CV (studies and languages), and their candidacies. */
async function addCandidates(db: Db, size: DataSize): Promise<void> {
  const template = await db.selectFrom('users').select('id').where('institution_id', '=', INSTITUTION).where('role', '=', 'Alumno').where('email', '=', TEMPLATE_CANDIDATE).executeTakeFirstOrThrow();
  const userColumns = await copyableColumns(db, 'users', ['email', 'document_number', 'first_name']);
  await sql`
    insert into users (${ids(userColumns)}, email, document_number, first_name)
    select ${prefixed('u', userColumns)}, 'bench' || g || '@example.org', null, 'Bench ' || g
    from users u, generate_series(1, ${size.candidates}::int) g where u.id = ${template.id}`.execute(db);
  const fresh = sql`(select id from users where institution_id = ${INSTITUTION} and role = 'Alumno' and email like 'bench%@example.org')`;
  const candidateColumns = await copyableColumns(db, 'candidates', ['user_id', 'profile_image_file_id']);
  await sql`insert into candidates (user_id, ${ids(candidateColumns)}) select n.id, ${prefixed('c', candidateColumns)} from candidates c, ${fresh} n where c.user_id = ${template.id}`.execute(db);
  for (const table of ['candidate_studies', 'candidate_languages', 'candidate_experiences']) {
    const columns = await copyableColumns(db, table, ['candidate_id']);
    await sql`insert into ${sql.table(table)} (candidate_id, ${ids(columns)}) select n.id, ${prefixed('t', columns)} from ${sql.table(table)} t, ${fresh} n where t.candidate_id = ${template.id}`.execute(db);
  }
  const range = await db.selectFrom('offers').select([sql<number>`min(id)`.as('min'), sql<number>`max(id)`.as('max')]).where('reference', 'like', 'BENCH-%').executeTakeFirstOrThrow();
  const span = Number(range.max) - Number(range.min) + 1;
  await sql`
    insert into candidacies (institution_id, offer_id, candidate_id, state_id, created_at, updated_at)
    select distinct on (offer_id, candidate_id) ${INSTITUTION}::text, offer_id, candidate_id, 1, now() - k * interval '1 day', now() - k * interval '1 day'
    from (select n.id as candidate_id, k, ${Number(range.min)}::int + ((n.id::bigint * 7919 + k * 104729) % ${span}::int)::int as offer_id
          from ${fresh} n, generate_series(1, ${size.candidaciesPerCandidate}::int) k) s
    order by offer_id, candidate_id`.execute(db);
}

/** A long-time reader: many notifications each, a tenth unread, a few deleted, the newest last. */
async function addNotifications(db: Db, size: DataSize, now: Date): Promise<void> {
  const perCandidate = size.notificationsPerCandidate ?? 0;
  if (perCandidate === 0) return;
  const readers = sql`(select id from users where institution_id = ${INSTITUTION} and email in (${sql.join(
    Array.from({ length: size.notifiedCandidates ?? 0 }, (_, i) => benchCandidateEmail(i + 1)),
  )}))`;
  await sql`
    insert into notifications (institution_id, user_id, kind, params, link, important, created_at, read_at, deleted_at)
    select ${INSTITUTION}::text, r.id, 'candidacy.state', jsonb_build_object('oferta', 'Oferta ' || g, 'estado', 'En proceso'),
      '/mis-candidaturas', g % 50 = 0, ${now.toISOString()}::timestamptz - (${perCandidate}::int - g) * interval '1 minute',
      case when g % 10 <> 0 then ${now.toISOString()}::timestamptz end, case when g % 97 = 0 then ${now.toISOString()}::timestamptz end
    from ${readers} r, generate_series(1, ${perCandidate}::int) g`.execute(db);
}

export async function addBenchData(db: Db, size: DataSize, now: Date): Promise<void> {
  const companies = await addCompanies(db, size.companies);
  await addOffers(db, size.offers, companies, now);
  await addCandidates(db, size);
  await addNotifications(db, size, now);
  await sql`analyze`.execute(db);
}
