import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three workspaces; `--project api` reruns only the API suite (CI does so against PostgreSQL).
export default defineConfig({
  test: {
    // A file per core (vitest's own default leaves one core free: half the speed on a two-core machine). Files
    // share nothing but the read-only template database; on one PostgreSQL server CI runs one file at a time
    // (`--maxWorkers=1`, .ci/run), on two servers at once (docs/decisions.md, "Tests: how they wait...").
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Builds the migrated, seeded database every file copies (src/testing/template-database.ts).
          globalSetup: ['./src/testing/global-setup.ts'],
          // The files of a worker share its loaded modules: importing the app anew for each file was half of a
          // file's time. A file's state is its own test app (createTestApp: its own database and clock); what the
          // modules keep is keyed by the database (docs/decisions.md, "Tests: how they wait...").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
