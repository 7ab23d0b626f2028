import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const routerModule = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

// The web app. '@portal/shared' is consumed as TypeScript source; the alias makes that independent of how the
// workspace symlink is resolved. '@/...' is apps/web/src (as in tsconfig paths). Every page is a lazy route
// module, so the build splits per route by itself.
export default defineConfig({
  plugins: [react()],
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
    setupFiles: ['./src/testing/setup.ts'],
    // 'react-router' and 'react-router/dom' must load the same ES module build in the tests, or the router's
    // contexts exist twice (the one RouterProvider fills and the one the hooks read).
    alias: [
      { find: /^react-router$/, replacement: routerModule('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerModule('dom-export.mjs') },
    ],
  },
});
