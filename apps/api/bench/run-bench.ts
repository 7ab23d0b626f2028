/**
 * `npm run bench [-- --offers 100000 --candidates 500 --duration 10 --connections 50 --only list,detail]`: builds a
 * database of the chosen size (PGlite in a temporary folder, or a fresh database on the PostgreSQL server of
 * DATABASE_URL, dropped afterwards), starts the real server on it in its own process (compiled when
 * apps/api/dist is built, else through tsx) with the benchmark's ceiling route, and drives each call with
 * autocannon. Prints a markdown table (req/s, p50, p99, ratio to the ceiling, statements per request) and writes
 * the JSON next to it (bench-results/, or --json <file>). Not a test: numbers depend on the machine.
 * On PostgreSQL, `--keep` leaves the generated database in place and prints its address, and `--reuse <address>`
 * measures that database again without generating (a million offers take minutes to generate).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD, prepareDatabase } from '../src/db/prepare.ts';
import { freshDatabaseUrl } from '../src/testing/test-database.ts';
import { addBenchData, benchCandidateEmail, type DataSize } from './bench-data.ts';
import { prepareContext, SCENARIOS, type Scenario, type ScenarioContext } from './bench-scenarios.ts';
import { printTable, type Row } from './bench-report.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : fallback;
}
const numberOption = (name: string, fallback: number) => Number(option(name, String(fallback)).replace(/[_,]/g, ''));

const OFFERS = numberOption('offers', 100_000);
const CONNECTIONS = numberOption('connections', 50);
const DURATION = numberOption('duration', 10);
const ONLY = option('only', '').split(',').filter(Boolean);
/** PostgreSQL only: keep the generated database (its address is printed), or measure one kept earlier. */
const KEEP = process.argv.includes('--keep');
const REUSE = option('reuse', '');
const SIZE: DataSize = {
  offers: OFFERS,
  candidates: Math.max(CONNECTIONS, numberOption('candidates', 500)),
  companies: Math.max(10, Math.round(OFFERS / 200)),
  candidaciesPerCandidate: numberOption('candidacies', 10),
  // Every connection's candidate keeps this many notifications: the bell and the panel of a long-time reader.
  notificationsPerCandidate: numberOption('notifications', 10_000),
  notifiedCandidates: CONNECTIONS,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): ChildProcess {
  const compiled = path.join(apiRoot, 'dist/server.js');
  const [command, args] = fs.existsSync(compiled) ? [process.execPath, [compiled]] : [path.join(apiRoot, '../../node_modules/.bin/tsx'), [path.join(apiRoot, 'src/server.ts')]];
  console.log(`server: ${fs.existsSync(compiled) ? 'compiled (apps/api/dist/server.js)' : 'tsx src/server.ts (no build in apps/api/dist)'}`);
  return spawn(command, args, { cwd: apiRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}`);
}

async function login(base: string, usuario: string): Promise<string> {
  const res = await fetch(`${base}/api/Alumno/logaUsuario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario, password: DEMO_PASSWORD }) });
  const body = (await res.json()) as { status: number; datos?: { token?: string } };
  if (!body.datos?.token) throw new Error(`login of ${usuario} answered ${JSON.stringify(body)}`);
  return body.datos.token;
}

/** One request as the first connection would send it: its size, its statements, and proof that it works. */
async function probe(base: string, scenario: Scenario, ctx: ScenarioContext) {
  let bytes = 0;
  let queries = 0;
  for (const step of scenario.steps(ctx)) {
    const res = await fetch(`${base}${step.path(0)}`, {
      method: step.method,
      headers: { 'content-type': 'application/json', ...(step.token === false ? {} : { authorization: `Bearer ${ctx.tokens[0]}` }) },
      body: step.body ? JSON.stringify(step.body(0)) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${scenario.name}: ${step.method} ${step.path(0)} answered ${res.status} ${text.slice(0, 300)}`);
    bytes = Math.max(bytes, Buffer.byteLength(text));
    queries += Number(res.headers.get('x-query-count') ?? 0);
  }
  return { bytes, queries };
}

/** Each candidate's first read of the call, one after another, timed: the work done once per candidate (per CV). */
async function firstReads(base: string, scenario: Scenario, ctx: ScenarioContext): Promise<void> {
  const times: number[] = [];
  for (const token of ctx.tokens) {
    const started = performance.now();
    for (const step of scenario.steps(ctx)) {
      const res = await fetch(`${base}${step.path(0)}`, { method: step.method, headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${scenario.name}: first read answered ${res.status}`);
      await res.text();
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  console.log(`  ${scenario.name}: first read of each of ${times.length} candidates, one at a time: mean ${mean.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`);
}

async function load(base: string, scenario: Scenario, ctx: ScenarioContext) {
  let nextConnection = 0;
  const requests = scenario.steps(ctx).map((step) => ({
    method: step.method,
    path: step.path(0),
    setupRequest: (request: autocannon.Request, shared: object): autocannon.Request => {
      const context = shared as Record<string, unknown>;
      if (context.client === undefined) context.client = nextConnection++;
      const client = context.client as number;
      const count = ((context.count as number | undefined) ?? 0) + 1;
      context.count = count;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (step.token !== false) headers.authorization = `Bearer ${ctx.tokens[client % ctx.tokens.length]}`;
      return { ...request, path: step.path(client * 7919 + count), headers, body: step.body ? JSON.stringify(step.body(client)) : undefined };
    },
  }));
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
  if (result.non2xx > 0 || result.errors > 0) console.warn(`  ${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/**
 * Autocannon stops sending when its time is up, but the server still works through what it accepted (a login
 * hashes a password for a while): wait until a read answers quickly again, so no call is measured behind another.
 */
async function settle(base: string, ctx: ScenarioContext): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const started = performance.now();
    await fetch(`${base}/api/Alumno/dameNumOfertasEmpleoUsuario`, { headers: { authorization: `Bearer ${ctx.tokens[0]}` } });
    if (performance.now() - started < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main(): Promise<void> {
  const database = REUSE ? { url: REUSE, drop: async () => {} } : await freshDatabaseUrl();
  const kind = database.url ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let server: ChildProcess | undefined;
  try {
    const config = loadConfig({ NODE_ENV: 'development' }, { dataDir, databaseUrl: database.url, seedDemo: true, logLevel: 'warn' });
    let started = performance.now();
    if (REUSE) {
      console.log(`${kind}: the database kept by an earlier run (${SIZE.offers.toLocaleString('en')} offers as --offers says)`);
    } else {
      const handle = await prepareDatabase(config);
      await addBenchData(handle.db, SIZE, config.now());
      await handle.close();
      const seconds = (performance.now() - started) / 1000;
      console.log(`${kind}: ${SIZE.offers.toLocaleString('en')} offers, ${SIZE.candidates} candidates with CVs, ${SIZE.companies} companies, ${SIZE.candidaciesPerCandidate} candidacies each: ${seconds.toFixed(1)} s`);
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer({
      NODE_ENV: 'benchmark',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      BENCH_CEILING: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OFFER_COUNT_CACHE_MS: process.env.OFFER_COUNT_CACHE_MS ?? '10000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    started = performance.now();
    await waitFor(`${base}/health`, server);
    console.log(`server answering after ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const tokens: string[] = [];
    for (let n = 1; n <= CONNECTIONS; n += 1) tokens.push(await login(base, benchCandidateEmail(n)));
    const ctx: ScenarioContext = { tokens, base, offerUrls: [], enrolUrl: '', deepPage: 1 };
    await prepareContext(ctx);

    const loadBefore = os.loadavg();
    const rows: Row[] = [];
    const ceilingScenario = SCENARIOS.find((s) => s.name === 'ceiling') as Scenario;
    const listBytes = (await probe(base, SCENARIOS.find((s) => s.name === 'offers list') as Scenario, ctx)).bytes;
    ctx.ceilingBytes = listBytes;
    for (const scenario of SCENARIOS) {
      if (ONLY.length > 0 && scenario !== ceilingScenario && !ONLY.some((word) => scenario.name.includes(word))) continue;
      if (scenario.firstReadPerCandidate) await firstReads(base, scenario, ctx);
      const { bytes, queries } = await probe(base, scenario, ctx);
      process.stdout.write(`  ${scenario.name} ...`);
      const result = await load(base, scenario, ctx);
      const stepsPerRound = scenario.steps(ctx).length;
      rows.push({
        name: scenario.name,
        kind: scenario.kind,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bytes,
        queries: queries / stepsPerRound,
        non2xx: result.non2xx,
        errors: result.errors,
      });
      console.log(` ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
      await settle(base, ctx);
    }
    const loadAfter = os.loadavg();
    const machine = {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
      loadAverageAfter: loadAfter.map((n) => Number(n.toFixed(2))),
    };
    const report = { at: new Date().toISOString(), database: kind, size: SIZE, connections: CONNECTIONS, durationSeconds: DURATION, machine, rows };
    printTable(report);
    const out = option('json', path.join(apiRoot, '../../bench-results', `bench-${kind}-${SIZE.offers}.json`));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${path.relative(process.cwd(), out)}`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    if (KEEP && database.url) console.log(`kept for --reuse: ${database.url}`);
    else await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
