import type { OfferProfileId } from '@portal/shared';
/**
 * `npm run bench:offers -w @portal/api`: how the candidate's offer calls behave with 100,000 offers. Not a test:
 * it prints latencies. On a fresh embedded PGlite in a temporary folder, and also on the PostgreSQL server of
 * DATABASE_URL when set (in a fresh database there, dropped afterwards), it prepares the database as `npm start`
 * does (migrations, reference and demo data), adds the offers in batches, then times each call through the real
 * app (routing, auth, SQL, presenters), RUNS times after a warm-up, and prints the median and the 95th percentile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import type { OfferState } from '../src/modules/offers/offers.tables.ts';
import { DEMO_PASSWORD, prepareDatabase } from '../src/db/prepare.ts';
import { CONTRACT_TYPES } from '../src/db/seed/catalogs/contract-types.ts';
import { DEGREES } from '../src/db/seed/catalogs/degrees.ts';
import { PROVINCES } from '../src/db/seed/catalogs/provinces.ts';
import { prng, slugify } from '../src/db/seed/identifiers.ts';
import { freshDatabaseUrl } from '../src/testing/test-database.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const BATCH = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const INSTITUTION = 'generic';
const CANDIDATE = 'alumno@example.org';

const ROLES = ['Desarrollador/a', 'Técnico/a', 'Analista', 'Consultor/a', 'Administrativo/a', 'Ingeniero/a', 'Comercial', 'Recepcionista', 'Enfermero/a', 'Educador/a'];
const FIELDS = ['de sistemas', 'web', 'de datos', 'de calidad', 'de ventas', 'financiero/a', 'de proyectos', 'de logística', 'de marketing', 'de atención al cliente'];
const LEVELS = ['júnior', 'sénior', 'en prácticas', 'con inglés', ''];
const TAGS = ['Desarrollo web', 'Análisis de datos', 'Turismo', 'Finanzas', 'Salud', 'Educación', 'Ingeniería', 'Teletrabajo', 'Idiomas', 'Logística'];
const MODALITIES = ['presencial', 'remoto', 'hibrido'] as const;
const DAY = 86_400_000;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Offers spread over the institution's companies, degrees, provinces, types, dates and requirements. */
async function addOffers(db: Db, count: number, now: Date): Promise<void> {
  const random = prng(100_000);
  const companies = (await db.selectFrom('companies').select('id').where('institution_id', '=', INSTITUTION).where('state', '=', 'validated').execute()).map((c) => c.id);
  const degrees = DEGREES[INSTITUTION].map((d) => d.id);
  const provinces = PROVINCES.map((p) => p.id);
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: size }, (_, i) => {
        const n = start + i;
        const profile = random() < 0.6 ? 1 : 2;
        const title = [pick(random, ROLES), pick(random, FIELDS), pick(random, LEVELS)].filter(Boolean).join(' ');
        const published = new Date(now.getTime() - Math.floor(random() * 120) * DAY - Math.floor(random() * DAY));
        const state: OfferState = random() < 0.9 ? 'published' : pick(random, ['pending', 'closed'] as const);
        const salary = profile === 1 ? 16_000 + Math.floor(random() * 30) * 1_000 : null;
        const requirements: Record<string, unknown> = {};
        if (random() < 0.3) requirements.languages = [{ languageId: 3, minLevel: 3 + Math.floor(random() * 3) }];
        if (random() < 0.1) requirements.drivingLicence = 'B';
        if (random() < 0.05) requirements.ownCar = true;
        if (random() < 0.2) requirements.minCreditsPercent = pick(random, [40, 50, 60, 75]);
        if (random() < 0.05) requirements.maxGraduationYear = now.getUTCFullYear() - 2;
        return {
          institution_id: INSTITUTION,
          company_id: pick(random, companies),
          url_access: `${slugify(title)}-b${n}`,
          reference: `BENCH-${n}`,
          profile: profile as OfferProfileId,
          state,
          title,
          description: `Oferta de prueba de rendimiento número ${n}.`,
          contract_type_id: profile === 1 ? pick(random, CONTRACT_TYPES).id : null,
          salary,
          salary_max: salary !== null && random() < 0.7 ? salary + 4_000 : null,
          monthly_grant: profile === 2 ? 300 + Math.floor(random() * 8) * 50 : null,
          modality: pick(random, MODALITIES),
          country_id: 1,
          province_id: pick(random, provinces),
          locality: `Localidad ${n % 500}`,
          is_tfg_tfm: profile === 2 && random() < 0.1,
          is_international: random() < 0.05,
          requirements: JSON.stringify(requirements),
          tags: [pick(random, TAGS), pick(random, TAGS)].filter((tag, index, all) => all.indexOf(tag) === index),
          published_at: state === 'pending' ? null : published,
          highlighted_on: random() < 0.02 ? isoDate(published) : null,
          expires_on: isoDate(new Date(published.getTime() + (20 + Math.floor(random() * 90)) * DAY)),
          created_at: published,
          updated_at: published,
        };
      });
      const ids = await trx.insertInto('offers').values(rows).returning('id').execute();
      const degreeRows = ids.flatMap(({ id }) => {
        const chosen = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, degrees)));
        return [...chosen].map((degreeId, index) => ({ offer_id: id, degree_id: degreeId, required: index === 0 || random() < 0.7 }));
      });
      await trx.insertInto('offer_degrees').values(degreeRows).execute();
    });
  }
}

interface Measure {
  name: string;
  url: string;
}

const MEASURES: Measure[] = [
  { name: 'count: jobs (dameNumOfertasEmpleoUsuario)', url: '/api/Alumno/dameNumOfertasEmpleoUsuario' },
  { name: 'count: internships (dameNumOfertasPracticasUsuario)', url: '/api/Alumno/dameNumOfertasPracticasUsuario' },
  { name: 'list: first page of jobs', url: '/api/Alumno/dameOfertasUsuario/empleo/es' },
  { name: 'list: first page of internships', url: '/api/Alumno/dameOfertasUsuario/practicas/es' },
  {
    name: 'list: filtered (texto + provincia + titulacion + salarioMin)',
    url: `/api/Alumno/dameOfertasUsuario/empleo/es?texto=tecnico%20sistemas&provincia=28&titulacion=${DEGREES.generic[0]?.id}&salarioMin=25000`,
  },
  { name: 'list: filtered by text only (accent-insensitive)', url: '/api/Alumno/dameOfertasUsuario/empleo/es?texto=atencion' },
  { name: "list: 'fit my CV' (encajaConmigo)", url: '/api/Alumno/dameOfertasUsuario/empleo/es?encajaConmigo=true' },
  { name: 'list: deep page (pagina=1000, offset 19,980)', url: '/api/Alumno/dameOfertasUsuario/empleo/es?pagina=1000' },
  { name: 'filter options (dameOpcionesFiltroOfertas)', url: '/api/Alumno/dameOpcionesFiltroOfertas/empleo/es' },
  { name: 'fitting offers (ofertasEncajanConUsuario)', url: '/api/Alumno/ofertasEncajanConUsuario' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function measure(app: FastifyInstance, token: string, m: Measure) {
  let total: number | undefined;
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: m.url, headers: { authorization: `Bearer ${token}`, host: '127.0.0.1' } });
    const elapsed = performance.now() - started;
    const body = res.json() as { status: number; datos?: { numTotal?: number; ofertas?: unknown[] } };
    if (body.status !== 0) throw new Error(`${m.url} answered ${res.body.slice(0, 200)}`);
    total = body.datos?.numTotal ?? body.datos?.ofertas?.length;
    if (run >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { name: m.name, median: percentile(times, 50), p95: percentile(times, 95), total };
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig(
    { NODE_ENV: 'development' },
    { dataDir, databaseUrl, inMemoryDatabase: false, seedDemo: true, logLevel: 'warn', webDist: path.join(dataDir, 'no-web') },
  );
  const handle = await prepareDatabase(config);
  try {
    let started = performance.now();
    await addOffers(handle.db, OFFERS, config.now());
    await sql`analyze`.execute(handle.db);
    const { count } = await handle.db.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    console.log(`\n${label}: ${Number(count).toLocaleString('en')} offers in the database (${OFFERS.toLocaleString('en')} added in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const app = await buildApp({ config, db: handle.db, logger: false, mailer: { send: async () => {} } });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', payload: { usuario: CANDIDATE, password: DEMO_PASSWORD } });
    const token = (login.json() as { datos: { token: string } }).datos.token;

    started = performance.now();
    const rows = [];
    for (const m of MEASURES) rows.push(await measure(app, token, m));
    const width = Math.max(...rows.map((r) => r.name.length));
    console.log(`${'call'.padEnd(width)} | median ms |  p95 ms | rows`);
    console.log(`${'-'.repeat(width)}-|-----------|---------|--------`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(width)} | ${r.median.toFixed(1).padStart(9)} | ${r.p95.toFixed(1).padStart(7)} | ${String(r.total ?? '').padStart(6)}`);
    }
    console.log(`(${RUNS} runs each after ${WARM_UP} warm-up runs; ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await app.close();
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await run('PGlite (embedded, temporary folder)', undefined);
  if (process.env.DATABASE_URL) {
    const database = await freshDatabaseUrl();
    try {
      await run('PostgreSQL (DATABASE_URL)', database.url);
    } finally {
      await database.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
