// Runs each journey file against its own server and fresh demo database: the journeys change the demo data
// (a CV, a pre-enrolment, a registration), so none may depend on the order the others ran in. Being independent,
// they run side by side: JOURNEY_WORKERS at a time (by default as many as the machine has cores, at most 2; 1 runs
// them one after another), the longest first, each one's output printed whole when it ends.
//
// A file much longer than the others (the page sweep: 17 minutes of 30) would leave one worker alone at the end,
// so such a file says it may be cut: a line `// journeys: shards=N` (its tests independent, `mode: 'parallel'`)
// makes it N runs of `playwright test --shard=i/N`, each with its own server, queued like files.
//
// The servers run the built API (`npm run test:e2e` builds once before): a build per journey cost each one a few
// seconds and, two journeys starting at once, one of them found the other's build half written.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether a server can listen on this port now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The ports the system hands out for the local end of outgoing connections (Linux: 32768–60999 by default). A
 * journey's port is taken below them: one asked of the system (listen on 0) comes from that range, is free when
 * asked, and may be the local end of the other journey's connection by the time the server binds it, seconds later
 * (the server then stops with EADDRINUSE and the whole file fails).
 */
function ephemeralPorts() {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux: the usual range.
  }
  return { low: 49152, high: 65535 };
}

/** A port no one is listening on, outside the ephemeral range; a fixed port fails as soon as anything holds it. */
async function freePort() {
  const { low } = ephemeralPorts();
  const first = Math.max(1024, low - 12000);
  if (low - first < 1000) return systemPort();
  for (let tries = 0; tries < 200; tries++) {
    const port = first + Math.floor(Math.random() * (low - first));
    if (await canListen(port)) return port;
  }
  throw new Error(`journeys: no free port between ${first} and ${low - 1}`);
}

/** Any free port, asked of the system: where no range lies below the ephemeral one. */
function systemPort() {
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

if (!fs.existsSync('../apps/api/dist/server.js') || !fs.existsSync('../apps/web/dist/index.html')) {
  console.error('journeys: no build of the portal: run `npm run build` first (npm run test:e2e does)');
  process.exit(1);
}

/** A file's runs: itself, or its shards when it declares them (`// journeys: shards=N`). */
function unitsOf(file) {
  const shards = Number(/^\/\/ journeys: shards=(\d+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 1);
  const size = fs.statSync(file).size;
  if (shards <= 1) return [{ name: file, args: [file], size }];
  return Array.from({ length: shards }, (_, i) => ({
    name: `${file} [${i + 1}/${shards}]`,
    args: [file, `--shard=${i + 1}/${shards}`],
    // A shard of a file long enough to be cut is still among the longest: they go first.
    size: Number.MAX_SAFE_INTEGER - i,
  }));
}

/** The service's calendar day (Europe/Madrid, as the API's offers/calendar.ts): demo dates count from it. */
const serviceDay = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(instant);

/**
 * One migrated, seeded embedded database per run, copied into each journey's own data folder
 * (runJourney, E2E_DATA_DIR) instead of every journey's server creating, migrating and seeding its own.
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
  if (seeded) fs.rmSync(seeded.dir, { recursive: true, force: true });
  seeded = { dir, day };
  return dir;
}
process.on('exit', () => seeded && fs.rmSync(seeded.dir, { recursive: true, force: true }));

const workers = Math.max(1, Number(process.env.JOURNEY_WORKERS ?? Math.min(2, os.availableParallelism())));
// Longest first, so the last file to start is a short one and no worker waits alone at the end; size stands in
// for length.
const units = files.flatMap(unitsOf);
const queue = [...units].sort((a, b) => b.size - a.size);

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

/** One journey file (or shard) in its own Playwright process, server and output folder; resolves to its exit code. */
async function runJourney(unit) {
  const port = process.env.E2E_PORT ?? (await journeyPort());
  const outputDir = path.join('test-results', unit.name.replace(/^tests\//, '').replace(/\.spec\.ts/, '').replace(/[^\w.-]+/g, '-'));
  const started = Date.now();
  // The journey's own database: a copy of the seeded one, removed when the journey ends (a run leaves no 45 MB
  // folder behind per journey).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.cpSync(seededDataDir(), dataDir, { recursive: true });
  const child = spawn('npx', ['playwright', 'test', ...unit.args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir, E2E_OUTPUT_DIR: outputDir },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`\n--- ${unit.name} (${Math.round((Date.now() - started) / 1000)} s)\n${Buffer.concat(output).toString()}`);
  return code;
}

if (workers > 1 && process.env.E2E_PORT) {
  console.error('journeys: E2E_PORT fixes one port, so the journeys run one at a time (JOURNEY_WORKERS=1)');
}
const parallel = process.env.E2E_PORT ? 1 : workers;
const started = Date.now();
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let unit = queue.shift(); unit; unit = queue.shift()) {
      if ((await runJourney(unit)) !== 0) failed.push(unit.name);
    }
  }),
);
console.log(`\njourneys: ${units.length - failed.length} of ${units.length} runs passed (${files.length} files), ${parallel} at a time, ${Math.round((Date.now() - started) / 1000)} s`);
if (failed.length > 0) console.log(`failed: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
