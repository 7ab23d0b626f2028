/**
 * `npm run bench:alerts [-- --candidates 100000 --new-offers 200 --offers 20000]`: the daily saved-search alert
 * pass over a database where every one of `--candidates` candidates watches a saved search (filters drawn from
 * the offers' values: words of titles, provinces, modalities, pay, tags, 'not applied to', and a few 'fit my CV'),
 * with `--new-offers` offers published since the last pass. Prints the time of the pass, its statements (which
 * must not grow with candidates × offers), the searches read and the candidates told. PGlite in a temporary
 * folder, or a fresh database on the PostgreSQL server of DATABASE_URL (dropped afterwards). Not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { queueMail } from '../src/mail/outbox.ts';
import { runSearchAlerts } from '../src/modules/search-alerts/alert-pass.ts';
import { freshDatabaseUrl } from '../src/testing/test-database.ts';
import { addBenchData, INSTITUTION } from './bench-data.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const text = index >= 0 ? process.argv[index + 1] : undefined;
  return text ? Number(text.replace(/[_,]/g, '')) : fallback;
}

const CANDIDATES = option('candidates', 100_000);
const NEW_OFFERS = option('new-offers', 200);
const OFFERS = option('offers', 20_000);

async function main(): Promise<void> {
  const database = await freshDatabaseUrl();
  const kind = database.url ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-alerts-'));
  try {
    const config = loadConfig({ NODE_ENV: 'development' }, { dataDir, databaseUrl: database.url, seedDemo: true, logLevel: 'warn' });
    const now = config.now();
    let started = performance.now();
    const handle = await prepareDatabase(config);
    const db = handle.db;
    await addBenchData(db, { offers: OFFERS, candidates: CANDIDATES, companies: 100, candidaciesPerCandidate: 1 }, now);

    // One watched search per candidate, its filters drawn from a hash of the candidate's id.
    const h = (salt: number) => sql`(abs(hashint8extended(u.id::bigint, ${salt}::bigint)) % 1000)`;
    await sql`
      insert into saved_searches (user_id, name, profile, filters, created_at)
      select u.id, 'Búsqueda ' || u.id, case when ${h(1)} < 600 then 1 else 2 end,
        jsonb_strip_nulls(jsonb_build_object(
          'texto', case when ${h(2)} < 500 then (array['desarrollador', 'tecnico sistemas', 'analista datos', 'comercial', 'enfermero', 'marketing'])[1 + ${h(3)} % 6] end,
          'provincia', case when ${h(4)} < 400 then (select id from catalog_items where catalog = 'provinces' order by id offset ${h(5)} % 50 limit 1) end,
          'modalidad', case when ${h(6)} < 300 then (array['presencial', 'remoto', 'hibrido'])[1 + ${h(7)} % 3] end,
          'salarioMin', case when ${h(8)} < 200 then 18000 + (${h(9)} % 20) * 1000 end,
          'etiqueta', case when ${h(10)} < 150 then (array['Teletrabajo', 'Idiomas', 'Salud', 'Finanzas'])[1 + ${h(11)} % 4] end,
          'omitirInscritas', case when ${h(12)} < 300 then true end,
          'encajaConmigo', case when ${h(13)} < 20 then true end
        )), ${now}::timestamptz - interval '10 days'
      from users u where u.institution_id = ${INSTITUTION} and u.email like 'bench%@example.org'`.execute(db);
    await sql`
      insert into search_alerts (saved_search_id, since)
      select s.id, ${now}::timestamptz - interval '10 days' from saved_searches s join users u on u.id = s.user_id where u.email like 'bench%@example.org'`.execute(db);
    // The day's news: offers published since the last pass, which ran yesterday.
    await sql`
      update offers set published_at = ${now}::timestamptz - (id % 1380) * interval '1 minute'
      where id in (select id from offers where reference like 'BENCH-%' and state = 'published' order by id limit ${NEW_OFFERS})`.execute(db);
    await sql`update offers set published_at = ${now}::timestamptz - interval '3 days' where reference like 'BENCH-%' and published_at > ${now}::timestamptz - interval '1 day' and id not in (select id from offers where reference like 'BENCH-%' and state = 'published' order by id limit ${NEW_OFFERS})`.execute(db);
    await sql`
      insert into search_alert_runs (institution_id, last_day, until)
      values (${INSTITUTION}, (${now}::timestamptz at time zone 'Europe/Madrid')::date - 1, ${now}::timestamptz - interval '1 day')
      on conflict (institution_id) do update set last_day = excluded.last_day, until = excluded.until`.execute(db);
    await sql`analyze`.execute(db);
    console.log(`${kind}: ${OFFERS.toLocaleString('en')} offers, ${CANDIDATES.toLocaleString('en')} candidates each watching a search, ${NEW_OFFERS} new offers: ${((performance.now() - started) / 1000).toFixed(1)} s to build`);

    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counted = db.withPlugin(counting);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 50);
    started = performance.now();
    const result = await runSearchAlerts(counted, (trx, mails) => queueMail(trx, mails, now), config, now);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const fitSearches = await sql<{ n: string }>`select count(*) as n from saved_searches where filters ? 'encajaConmigo'`.execute(db);
    console.log(
      `saved-search alert pass: ${result.searches.toLocaleString('en')} searches × ${result.offers} new offers in ${seconds.toFixed(2)} s; ` +
        `${statements} statements (${fitSearches.rows[0]?.n} searches ask 'fit my CV': one statement each when the rest matches); ` +
        `${result.told.toLocaleString('en')} candidates told; heap peak +${((heapPeak - heapBefore) / 1024 / 1024).toFixed(0)} MB`,
    );
    await handle.close();
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
