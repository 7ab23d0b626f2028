// Runs each journey file against its own server and fresh demo database: the journeys change the demo data
// (a CV, a pre-enrolment, a registration), so none may depend on the order the others ran in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const only = process.argv.slice(2);
const files = (only.length > 0 ? only : fs.readdirSync('tests').filter((f) => f.endsWith('.spec.ts')).sort()).map((f) =>
  f.startsWith('tests/') ? f : `tests/${f}`,
);

let failed = 0;
for (const file of files) {
  console.log(`\n--- ${file}`);
  const result = spawnSync('npx', ['playwright', 'test', file], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed += 1;
}
console.log(`\njourneys: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
