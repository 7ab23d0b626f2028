// Runs each journey file against its own server and fresh demo database: the journeys change the demo data
// (a CV, a pre-enrolment, a registration), so none may depend on the order the others ran in. Being independent,
// they run side by side: JOURNEY_WORKERS at a time (by default as many as the machine has cores, at most 2; 1 runs
// them one after another), the longest files first, each one's output printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A port no one is listening on, asked of the system: a fixed port fails the whole run as soon as anything else on
 * the machine holds it (another checkout's journeys, a portal left running).
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const only = process.argv.slice(2);
const files = (only.length > 0 ? only : fs.readdirSync('tests').filter((f) => f.endsWith('.spec.ts')).sort()).map((f) =>
  f.startsWith('tests/') ? f : `tests/${f}`,
);

/** The service's calendar day (Europe/Madrid, as the API's offers/calendar.ts): demo dates count from it. */
const serviceDay = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(instant);

/**
 * One migrated, seeded embedded database per run, copied into each journey's own data folder
 * (playwright.config.ts, E2E_SEEDED_DIR) instead of every journey's server creating, migrating and seeding its own.
 * Seeded again if the service day has changed since: the demo's dates ("closes in 10 days") count from it.
 */
let seeded = null;
function seededDataDir() {
  if (seeded && seeded.day === serviceDay(new Date())) return seeded.dir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-seeded-'));
  const day = serviceDay(new Date());
  const result = spawnSync('npm', ['run', 'seed', '--workspace', '@portal/api'], {
    cwd: '..',
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'development' },
  });
  if (result.status !== 0) {
    console.error('journeys: could not seed the demo database');
    process.exit(1);
  }
  seeded = { dir, day };
  return dir;
}

const workers = Math.max(1, Number(process.env.JOURNEY_WORKERS ?? Math.min(2, os.availableParallelism())));
// Longest first, so the last file to start is a short one and no worker waits alone at the end; size stands in
// for length.
const queue = [...files].sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);

/** Ports handed to the journeys of this run: the system may offer a just-closed one again. */
const handedOut = new Set();
async function journeyPort() {
  for (;;) {
    const port = await freePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return String(port);
    }
  }
}

/** One journey file in its own Playwright process, server and output folder; resolves to its exit code. */
async function runJourney(file) {
  const port = process.env.E2E_PORT ?? (await journeyPort());
  const outputDir = path.join('test-results', path.basename(file, '.spec.ts'));
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: port, E2E_SEEDED_DIR: seededDataDir(), E2E_OUTPUT_DIR: outputDir },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  process.stdout.write(`\n--- ${file} (${Math.round((Date.now() - started) / 1000)} s)\n${Buffer.concat(output).toString()}`);
  return code;
}

if (workers > 1 && process.env.E2E_PORT) {
  console.error('journeys: E2E_PORT fixes one port, so the journeys run one at a time (JOURNEY_WORKERS=1)');
}
const parallel = process.env.E2E_PORT ? 1 : workers;
const started = Date.now();
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if ((await runJourney(file)) !== 0) failed += 1;
    }
  }),
);
console.log(`\njourneys: ${files.length - failed} passed, ${failed} failed, ${parallel} at a time, ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed === 0 ? 0 : 1);
