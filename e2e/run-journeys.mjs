// Runs each journey file against its own server and fresh demo database: the journeys change the demo data
// (a CV, a pre-enrolment, a registration), so none may depend on the order the others ran in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

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

let failed = 0;
for (const file of files) {
  console.log(`\n--- ${file}`);
  const port = process.env.E2E_PORT ?? String(await freePort());
  const result = spawnSync('npx', ['playwright', 'test', file], { stdio: 'inherit', env: { ...process.env, E2E_PORT: port } });
  if (result.status !== 0) failed += 1;
}
console.log(`\njourneys: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
