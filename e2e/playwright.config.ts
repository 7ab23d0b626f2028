import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run: the journeys start from the demo data. run-journeys.mjs seeds it once
// (E2E_SEEDED_DIR) and each run starts from a copy; without it, the server seeds its empty database itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
if (process.env.E2E_SEEDED_DIR) fs.cpSync(process.env.E2E_SEEDED_DIR, dataDir, { recursive: true });

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey's budget. Each assertion waits 10 s on its own; an action (a click) waits for its element until this
  // runs out and then names the element it waited for. Three minutes holds a journey of a dozen pages on a machine
  // running two suites at once (a 45 s journey took over 60 s there); journeys that walk a whole life set more.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Each journey file of a run has its own (run-journeys.mjs): Playwright empties this folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'es-ES',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The built API, started directly: `npm run test:e2e` builds once for all the journeys (run-journeys.mjs).
    command: 'node --enable-source-maps apps/api/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  },
});
