// Runs each journey file against its own server and fresh demo database: the journeys change the demo data
// (a CV, a pre-enrolment, a registration), so none may depend on the order the others ran in.
import { spawnSync } from 'node:child_process';
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

let failed = 0;
for (const file of files) {
  console.log(`\n--- ${file}`);
  const port = process.env.E2E_PORT ?? String(await freePort());
  const result = spawnSync('npx', ['playwright', 'test', file], { stdio: 'inherit', env: { ...process.env, E2E_PORT: port, E2E_SEEDED_DIR: seededDataDir() } });
  if (result.status !== 0) failed += 1;
}
console.log(`\njourneys: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
