// The API's build: src/server.ts and what it imports, compiled by esbuild into dist/server.js (ES modules, source
// map beside it). Packages from node_modules stay external (native and WebAssembly modules load as installed);
// the workspace's own TypeScript (@portal/shared) is compiled in. `npm start` runs the result with plain Node.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !name.startsWith('@portal/'));

const started = Date.now();
const dist = path.join(root, 'dist');
const result = await build({
  entryPoints: { server: path.join(root, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths of the external packages (e.g. @electric-sql/pglite/contrib/pg_trgm) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS and call require(): give the ES module bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  write: false,
});
// Each file is written beside its place and renamed over it: a server starting meanwhile (`npm start` builds first,
// and two journeys start theirs side by side) reads the old file or the new one, never a folder being emptied or a
// file half written. The folder is never removed; the build's outputs are its only files.
fs.mkdirSync(dist, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
console.log(`API built into apps/api/dist in ${Date.now() - started} ms`);
