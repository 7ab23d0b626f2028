import { defineConfig } from 'vitest/config';

// One runner for the three workspaces; `--project api` reruns only the API suite (CI does so against PostgreSQL).
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
