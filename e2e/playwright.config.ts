import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run: the journeys start from the demo data. run-journeys.mjs gives each
// journey its own copy of the demo database it seeded once (E2E_DATA_DIR) and removes it when the journey ends.
// Run directly, the first process to read this file makes an empty folder (the server seeds it) and removes it
// at exit; Playwright's worker processes read this file again and inherit the variable, so they make none.
if (!process.env.E2E_DATA_DIR) {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

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
