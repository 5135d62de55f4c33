import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and API tests. API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's own default is 1 s: too short for an outbox job beside a browser suite (.ci/run)
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // lingui: compiles the `?lingui` catalog imports, as in apps/web/vite.config.ts.
        plugins: [react(), lingui()],
        // the shared catalogs' alias, as in apps/web/vite.config.ts (decision 054)
        resolve: {
          alias: { '@shared-catalogs': path.resolve(import.meta.dirname, 'packages/shared/src/i18n') },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
