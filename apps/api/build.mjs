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
fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'src/server.ts') },
  outdir: path.join(root, 'dist'),
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
});
console.log(`API built into apps/api/dist in ${Date.now() - started} ms`);
