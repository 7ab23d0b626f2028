import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { callDescriptors } from './build/call-descriptors';
import { pagePreloads } from './build/page-preloads';
import { pageTexts } from './build/page-texts';

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (best compression: it is done once, at
 * build time), so the server sends them as they are, with Content-Encoding (apps/api/src/plugins/spa.ts).
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir).filter((name) => compressible.test(name))) {
        const content = fs.readFileSync(file);
        if (content.length < 512) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const contractDir = fileURLToPath(new URL('../../packages/shared/src/contract', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const routerModule = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

// The web app. '@portal/shared' is consumed as TypeScript source; the alias makes that independent of how the
// workspace symlink is resolved. '@/...' is apps/web/src (as in tsconfig paths). Every page is a lazy route
// module, so the build splits per route by itself.
export default defineConfig({
  plugins: [react(), callDescriptors(contractDir), pageTexts(sourceRoot), pagePreloads(sourceRoot), precompress()],
  resolve: {
    alias: { '@portal/shared': sharedEntry, '@': sourceRoot },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/texts-from-files.ts', './src/testing/setup.ts'],
    // A form walked through several steps with user-event takes seconds in jsdom when the API suite shares the two
    // cores of a CI machine; the default 5 s limit then fails a correct test. Speed is measured in benchmarks.
    testTimeout: 15_000,
    // 'react-router' and 'react-router/dom' must load the same ES module build in the tests, or the router's
    // contexts exist twice (the one RouterProvider fills and the one the hooks read).
    alias: [
      { find: /^react-router$/, replacement: routerModule('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerModule('dom-export.mjs') },
    ],
  },
});
