import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import { isValidCif } from '@portal/shared/validation/cif';
import { isValidDniNie } from '@portal/shared/validation/dni';
import { isValidIban } from '@portal/shared/validation/iban';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { freshDatabaseUrl } from '../../testing/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { GLOBAL_CATALOGS, INSTITUTION_CATALOGS } from './catalogs/index.ts';
import { DEMO_ACCOUNTS, demoEmail, planDemo, seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';
import { seedDemoSso } from './demo-sso.ts';
import { DEMO_GRADUATE_DNI, DEMO_ISSUER } from '../../modules/sso/index.ts';

const NOW = new Date('2026-03-16T09:30:00Z');
const DAY = 86_400_000;

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let passwordHash: string;

async function countsByTable(): Promise<Record<string, number>> {
  const db = handle.db;
  const result: Record<string, number> = {};
  for (const table of ['institutions', 'catalog_items', 'rgpd_texts', 'users', 'companies', 'company_contacts', 'offers', 'offer_degrees'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** `date` columns come back as Date objects from both drivers; compare as yyyy-mm-dd. */
function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  handle = await openDatabase(fresh.url ? { databaseUrl: fresh.url } : { inMemory: true });
  await migrateToLatest(handle.db);
  passwordHash = await hashPassword('Demo1234');
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('seedReference', () => {
  it('is idempotent: a second run changes nothing', async () => {
    await seedReference(handle.db);
    const first = await countsByTable();
    await seedReference(handle.db);
    expect(await countsByTable()).toEqual(first);
    expect(first.institutions).toBe(6);
    expect(first.rgpd_texts).toBe(6);
    const expectedItems =
      Object.values(GLOBAL_CATALOGS).reduce((n, rows) => n + rows.length, 0) +
      Object.values(INSTITUTION_CATALOGS).reduce((n, per) => n + Object.values(per).reduce((m, rows) => m + rows.length, 0), 0);
    expect(first.catalog_items).toBe(expectedItems);
  });

  it('stores the lists the spec fixes: states 16 and 17, 28 EU countries, 52 provinces, islands under island provinces', async () => {
    const db = handle.db;
    const states = await db.selectFrom('catalog_items').select(['id', 'code', 'extra']).where('catalog', '=', 'candidacy_states').execute();
    expect(states.find((s) => s.id === 16)?.code).toBe('preinscripcion');
    expect(states.find((s) => s.id === 17)?.extra).toMatchObject({ final: true });
    expect(states.find((s) => s.id === 1)?.code).toBe('inscrita');

    const eu = await db.selectFrom('catalog_items').select('code').where('catalog', '=', 'countries').where(sql<boolean>`(extra->>'eu')::boolean`).execute();
    expect(eu).toHaveLength(28);
    expect(eu.map((c) => c.code)).toContain('GB');
    const spain = await db.selectFrom('catalog_items').select('code').where('catalog', '=', 'countries').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(spain.code).toBe('ES');

    const provinces = await db.selectFrom('catalog_items').select(['id', 'parent_id', 'extra']).where('catalog', '=', 'provinces').execute();
    expect(provinces).toHaveLength(52);
    expect(provinces.every((p) => p.parent_id === 1)).toBe(true);
    const islandProvinces = provinces.filter((p) => p.extra.islands === true).map((p) => p.id).sort((a, b) => a - b);
    expect(islandProvinces).toEqual([7, 35, 38]);
    const islands = await db.selectFrom('catalog_items').select('parent_id').where('catalog', '=', 'islands').execute();
    expect(islands.length).toBeGreaterThanOrEqual(11);
    expect(islands.every((i) => islandProvinces.includes(i.parent_id ?? -1))).toBe(true);

    const reasons = await db.selectFrom('catalog_items').select('extra').where('catalog', '=', 'rejection_reasons').execute();
    // Every reason belongs to the rejection (17); `actor` tells the student's own words from the company's and service's.
    expect(reasons.every((r) => r.extra.stateId === 17)).toBe(true);
    expect(reasons.filter((r) => r.extra.actor === 'candidate').length).toBeGreaterThanOrEqual(3);
    for (const profileId of [1, 2, null]) {
      expect(reasons.filter((r) => r.extra.profileId === profileId && r.extra.actor !== 'candidate').length).toBeGreaterThanOrEqual(1);
      expect(reasons.filter((r) => r.extra.profileId === profileId && r.extra.actor === 'candidate').length).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives every university two-year masters and the vocational network only cycles', async () => {
    const degrees = await handle.db.selectFrom('catalog_items').select(['institution_id', 'extra']).where('catalog', '=', 'degrees').execute();
    for (const id of BRAND_IDS) {
      const own = degrees.filter((d) => d.institution_id === id);
      if (id === 'fpcat') {
        expect(own.length).toBeGreaterThanOrEqual(12);
        expect(own.every((d) => d.extra.level === 'nivelOtros')).toBe(true);
      } else {
        expect(own.length).toBeGreaterThanOrEqual(15);
        expect(own.filter((d) => d.extra.twoYearMaster === true && d.extra.credits === 120).length).toBeGreaterThanOrEqual(2);
      }
    }
    const globalDegrees = degrees.filter((d) => d.institution_id === null);
    expect(globalDegrees).toHaveLength(0);
  });

  it('writes data-protection text version 1 in three languages with the brand contact address', async () => {
    const texts = await handle.db.selectFrom('rgpd_texts').selectAll().where('version', '=', 1).execute();
    expect(texts).toHaveLength(6);
    const uib = texts.find((t) => t.institution_id === 'uib');
    expect(uib?.text_ca).toContain('doip@uib.example');
    expect(uib?.text_es).toContain('Universitat de les Illes Balears');
    for (const t of texts) for (const text of [t.text_ca, t.text_es, t.text_en]) expect(text.length).toBeGreaterThan(400);
  });

  it('speaks to the reader as the rest of the portal does: tú in Spanish, tu in Catalan', async () => {
    const texts = await handle.db.selectFrom('rgpd_texts').select(['text_ca', 'text_es']).execute();
    for (const t of texts) {
      expect(t.text_es).toMatch(/\btu cuenta\b/);
      expect(t.text_es).not.toMatch(/\b(usted|su cuenta|su consentimiento|su currículum|puede ejercer|puede presentar|enviarle)\b/i);
      expect(t.text_ca).not.toMatch(/\b(vostè|vostre|vostra|podeu)\b/i);
    }
  });
});

describe('seedDemo', () => {
  beforeAll(async () => {
    await seedDemo(handle.db, { now: NOW, passwordHash });
  });

  it('does nothing on a database that already has users', async () => {
    const before = await countsByTable();
    await seedDemo(handle.db, { now: new Date(NOW.getTime() + DAY), passwordHash });
    expect(await countsByTable()).toEqual(before);
  });

  it('creates the named accounts in every institution with their roles and flags', async () => {
    const users = await handle.db.selectFrom('users').selectAll().execute();
    for (const id of BRAND_IDS) {
      for (const account of DEMO_ACCOUNTS) {
        const user = users.find((u) => u.institution_id === id && u.email === demoEmail(id, account.local));
        expect(user, `${account.local} in ${id}`).toBeDefined();
        expect(user?.role).toBe(account.role);
        expect(user?.password_hash).toBe(passwordHash);
      }
    }
    const generic = (local: (typeof DEMO_ACCOUNTS)[number]['local']) => users.find((u) => u.institution_id === 'generic' && u.email === demoEmail('generic', local));
    expect(demoEmail('generic', 'alumno')).toBe('alumno@example.org');
    expect(demoEmail('uib', 'alumno')).toBe('alumno@uib.example.org');

    const alumno = generic('alumno');
    expect(alumno).toMatchObject({ first_name: 'Lucía', last_name: 'Martín Ferrer', language: 'es', rgpd_version: 1, blocked: false, is_graduate: false });
    expect(alumno?.rgpd_accepted_at?.getTime()).toBe(NOW.getTime());
    expect(isValidDniNie(alumno?.document_number ?? '')).toBe(true);
    expect(generic('alumno.nuevo')?.rgpd_version).toBeNull();
    expect(generic('titulado')?.is_graduate).toBe(true);
    expect(generic('bloqueado')?.blocked).toBe(true);
    expect(generic('gestor')).toMatchObject({ role: 'Gestor', first_name: 'Marta', last_name: 'Vidal Soler' });
    for (const u of users.filter((u) => u.document_number)) expect(isValidDniNie(u.document_number ?? '')).toBe(true);
    expect(await verifyPassword(alumno?.password_hash, 'Demo1234')).toBe(true);
  });

  it('links each company account to the right companies and states', async () => {
    const rows = await handle.db
      .selectFrom('company_contacts')
      .innerJoin('users', 'users.id', 'company_contacts.user_id')
      .innerJoin('companies', 'companies.id', 'company_contacts.company_id')
      .select(['users.email', 'users.institution_id', 'companies.state', 'company_contacts.is_primary', 'companies.legal_name'])
      .where('users.institution_id', '=', 'generic')
      .execute();
    const of = (email: string) => rows.filter((r) => r.email === email);
    expect(of('empresa@example.org').map((r) => r.state)).toEqual(['validated']);
    const multi = of('multi@example.org');
    expect(multi).toHaveLength(2);
    expect(multi.every((r) => r.state === 'validated')).toBe(true);
    expect(multi.filter((r) => r.is_primary)).toHaveLength(1);
    expect(of('pendiente@example.org').map((r) => r.state)).toEqual(['pending']);
    expect(of('empresa.bloqueada@example.org').map((r) => r.state)).toEqual(['blocked']);
  });

  it('gives every company a valid CIF (and IBAN) and a contact; at least 12 further validated companies per institution', async () => {
    const companies = await handle.db.selectFrom('companies').selectAll().execute();
    for (const c of companies) {
      expect(isValidCif(c.cif), `${c.legal_name} ${c.cif}`).toBe(true);
      expect(isValidIban(c.iban ?? ''), `${c.legal_name} ${c.iban}`).toBe(true);
      expect(c.description?.split('. ').length ?? 0).toBeGreaterThanOrEqual(2);
    }
    const contacts = await handle.db.selectFrom('company_contacts').select('company_id').distinct().execute();
    expect(contacts).toHaveLength(companies.length);
    for (const id of BRAND_IDS) {
      expect(companies.filter((c) => c.institution_id === id && c.state === 'validated').length).toBeGreaterThanOrEqual(15);
    }
  });

  it('creates at least 40 offers per institution, both profiles with 15 or more, unique readable access URLs', async () => {
    const offers = await handle.db.selectFrom('offers').selectAll().execute();
    const urls = offers.map((o) => `${o.institution_id}|${o.url_access}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(offers.map((o) => o.url_access)).size).toBe(offers.length);
    for (const o of offers) {
      expect(o.url_access).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d+$/);
      expect(o.reference).toMatch(/^OF-\d{4}-\d{4}$/);
    }
    for (const id of BRAND_IDS) {
      const own = offers.filter((o) => o.institution_id === id);
      expect(own.length).toBeGreaterThanOrEqual(40);
      expect(own.filter((o) => o.profile === 1).length).toBeGreaterThanOrEqual(15);
      expect(own.filter((o) => o.profile === 2).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('gives every offer at least one required degree', async () => {
    const rows = await handle.db
      .selectFrom('offers')
      .leftJoin('offer_degrees', 'offer_degrees.offer_id', 'offers.id')
      .select(['offers.id'])
      .select((eb) => [
        eb.fn.count<number>('offer_degrees.degree_id').as('degrees'),
        sql<number>`count(*) filter (where offer_degrees.required)`.as('required'),
        sql<number>`count(*) filter (where not offer_degrees.required)`.as('desirable'),
      ])
      .groupBy('offers.id')
      .execute();
    for (const r of rows) {
      expect(Number(r.degrees)).toBeGreaterThanOrEqual(1);
      expect(Number(r.degrees)).toBeLessThanOrEqual(4);
      expect(Number(r.required)).toBeGreaterThanOrEqual(1);
    }
    expect(rows.filter((r) => Number(r.desirable) > 0).length).toBeGreaterThan(0);
  });

  it('never points from one institution to another institution’s companies, degrees, programmes or users', async () => {
    const db = handle.db;
    const crossCompany = await db
      .selectFrom('offers')
      .innerJoin('companies', 'companies.id', 'offers.company_id')
      .select('offers.id')
      .whereRef('companies.institution_id', '<>', 'offers.institution_id')
      .execute();
    expect(crossCompany).toHaveLength(0);

    const foreignDegrees = await db
      .selectFrom('offer_degrees')
      .innerJoin('offers', 'offers.id', 'offer_degrees.offer_id')
      .leftJoin('catalog_items as d', (join) =>
        join.onRef('d.id', '=', 'offer_degrees.degree_id').onRef('d.institution_id', '=', 'offers.institution_id').on('d.catalog', '=', 'degrees'),
      )
      .select(['offer_degrees.offer_id', 'offer_degrees.degree_id'])
      .where('d.pk', 'is', null)
      .execute();
    expect(foreignDegrees).toHaveLength(0);

    const foreignProgrammes = await db
      .selectFrom('offers')
      .leftJoin('catalog_items as p', (join) =>
        join.onRef('p.id', '=', 'offers.programme_id').onRef('p.institution_id', '=', 'offers.institution_id').on('p.catalog', '=', 'programmes'),
      )
      .select('offers.id')
      .where('offers.programme_id', 'is not', null)
      .where('p.pk', 'is', null)
      .execute();
    expect(foreignProgrammes).toHaveLength(0);

    const crossContacts = await db
      .selectFrom('company_contacts')
      .innerJoin('users', 'users.id', 'company_contacts.user_id')
      .innerJoin('companies', 'companies.id', 'company_contacts.company_id')
      .select('company_contacts.user_id')
      .where((eb) => eb.or([eb('users.role', '<>', 'Empresa'), eb('users.institution_id', '<>', eb.ref('companies.institution_id'))]))
      .execute();
    expect(crossContacts).toHaveLength(0);

    const managers = await db
      .selectFrom('offers')
      .innerJoin('users', 'users.id', 'offers.manager_user_id')
      .select(['offers.institution_id as offerInstitution', 'users.institution_id as userInstitution', 'users.role'])
      .execute();
    expect(managers).toHaveLength(BRAND_IDS.length);
    for (const m of managers) expect(m).toMatchObject({ userInstitution: m.offerInstitution, role: 'Gestor' });
  });

  it('refers only to catalog rows that exist (sectors, areas, contract types, provinces, islands, countries, tags)', async () => {
    const db = handle.db;
    const catalog = async (name: string) =>
      new Set((await db.selectFrom('catalog_items').select('id').where('catalog', '=', name).where('institution_id', 'is', null).execute()).map((r) => r.id));
    const [sectors, areas, contracts, provinces, islands, countries] = await Promise.all(
      ['sectors', 'functional_areas', 'contract_types', 'provinces', 'islands', 'countries'].map(catalog),
    );
    const tagLabels = new Set(
      (await db.selectFrom('catalog_items').select('label_es').where('catalog', '=', 'tags').execute()).map((r) => r.label_es),
    );
    const offers = await db.selectFrom('offers').selectAll().execute();
    for (const o of offers) {
      expect(sectors?.has(o.sector_id ?? -1)).toBe(true);
      expect(areas?.has(o.functional_area_id ?? -1)).toBe(true);
      if (o.contract_type_id !== null) expect(contracts?.has(o.contract_type_id)).toBe(true);
      if (o.province_id !== null) expect(provinces?.has(o.province_id)).toBe(true);
      if (o.island_id !== null) expect(islands?.has(o.island_id)).toBe(true);
      expect(countries?.has(o.country_id ?? -1)).toBe(true);
      expect(o.is_international).toBe(o.country_id !== 1);
      for (const tag of o.tags) expect(tagLabels.has(tag), tag).toBe(true);
    }
    const uibDomestic = offers.filter((o) => o.institution_id === 'uib' && !o.is_international);
    expect(uibDomestic.every((o) => o.province_id === 7 && o.island_id !== null)).toBe(true);
  });

  it('spreads states and dates as the lists and filters need them', async () => {
    const offers = await handle.db.selectFrom('offers').selectAll().execute();
    const today = NOW.toISOString().slice(0, 10);
    const inAWeek = new Date(NOW.getTime() + 7 * DAY).toISOString().slice(0, 10);
    const sixtyDaysAgo = NOW.getTime() - 60 * DAY;
    for (const id of BRAND_IDS) {
      const own = offers.filter((o) => o.institution_id === id);
      const published = own.filter((o) => o.state === 'published');
      expect(published.length).toBeGreaterThan(own.length / 2);
      expect(own.filter((o) => o.state === 'pending').length).toBeGreaterThanOrEqual(2);
      expect(own.filter((o) => o.state === 'closed').length).toBeGreaterThanOrEqual(2);
      for (const o of published) {
        const at = o.published_at?.getTime() ?? 0;
        expect(at).toBeGreaterThanOrEqual(sixtyDaysAgo);
        expect(at).toBeLessThan(NOW.getTime());
      }
      const expired = published.filter((o) => day(o.expires_on) < today);
      expect(expired.length).toBeGreaterThanOrEqual(2);
      expect(expired.length).toBeLessThanOrEqual(3);
      expect(published.filter((o) => day(o.expires_on) >= today && day(o.expires_on) <= inAWeek).length).toBeGreaterThanOrEqual(2);
      expect(own.filter((o) => o.highlighted_on !== null).length).toBeGreaterThanOrEqual(4);
      expect(own.filter((o) => o.external_enrolment_url !== null).length).toBeGreaterThanOrEqual(1);
      expect(own.filter((o) => o.is_international).length).toBeGreaterThanOrEqual(2);
      const jobs = own.filter((o) => o.profile === 1);
      expect(jobs.filter((o) => o.salary !== null).length).toBeGreaterThan(jobs.length / 2);
      const internships = own.filter((o) => o.profile === 2);
      expect(internships.every((o) => o.duration_months !== null && o.dedication_percent !== null && o.hours_per_day !== null)).toBe(true);
      expect(internships.filter((o) => o.monthly_grant !== null).length).toBeGreaterThan(internships.length / 2);
      if (id !== 'fpcat') expect(internships.filter((o) => o.is_tfg_tfm).length).toBeGreaterThanOrEqual(1);
      expect(own.filter((o) => Object.keys(o.requirements).length > 0).length).toBeGreaterThan(10);
      expect(own.some((o) => o.dedication_percent === 80 && o.duration_months === 12 && o.programme_id !== null)).toBe(true);
    }
  });

  it('is deterministic: the same clock plans the same data', () => {
    expect(JSON.stringify(planDemo(NOW))).toBe(JSON.stringify(planDemo(new Date(NOW))));
  });
});

describe('the demo single sign-on (demo-sso.ts)', () => {
  it("turns it on for the UIB only, matching the demo university account's DNI to the UIB's graduate", async () => {
    await seedDemo(handle.db, { now: NOW, passwordHash });
    await seedDemoSso(handle.db);
    await seedDemoSso(handle.db);
    const rows = await handle.db.selectFrom('institution_sso').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ institution_id: 'uib', enabled: true, issuer: DEMO_ISSUER, claim: 'dni', candidate_field: 'documento' })]);
    const graduate = await handle.db.selectFrom('users').select(['document_number', 'is_graduate']).where('institution_id', '=', 'uib').where('email', '=', 'titulado@uib.example.org').executeTakeFirst();
    expect(graduate).toEqual({ document_number: DEMO_GRADUATE_DNI, is_graduate: true });
  });
});
