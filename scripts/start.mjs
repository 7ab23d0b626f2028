// `npm start`: builds the web app and the API only when their sources changed since the last build, then serves.
// A fingerprint of every source file (path, size, modification time) of the web app, the API, the shared package
// and package-lock.json is kept beside the build (node_modules/.cache/portal/build-stamp.json); a restart with
// the same fingerprint and both outputs present skips the build. `npm start -- --build` (or BUILD=1) always builds.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/web', 'apps/api', 'packages/shared', 'package-lock.json', 'package.json'];
/** Outputs, caches and tests' leftovers: none of them changes what the build writes. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'bench-results', 'test-results', 'coverage']);
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist/preloads.json', 'apps/api/dist/server.js'];
const stampFile = path.join(root, 'node_modules/.cache/portal/build-stamp.json');

function fingerprint() {
  const hash = crypto.createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) if (!SKIPPED.has(name)) visit(path.join(relative, name));
    } else hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  SOURCES.forEach(visit);
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).fingerprint;
  } catch {
    return null;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
const forced = process.argv.includes('--build') || process.env.BUILD === '1';
const before = fingerprint();
const built = OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
if (forced || !built || readStamp() !== before) {
  console.log(forced ? 'Building (asked for).' : built ? 'Sources changed since the last build: building.' : 'No build yet: building.');
  run('npm', ['run', 'build']);
  // The fingerprint taken before the build: a file saved during the build makes the next start build again.
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ fingerprint: before, builtAt: new Date().toISOString() }));
} else {
  console.log(`The build is up to date with the sources (checked in ${Date.now() - started} ms).`);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
