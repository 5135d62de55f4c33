import fs from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The server's test files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_FILES = fs
  .readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('apps/server/src', file))
  .filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock('));
const server = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll's own default is 1 s: too short for an outbox job beside a browser suite (.ci/run)
  expect: { poll: { timeout: 15_000 } },
};

/** Unit and API tests. API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...server,
          name: 'server',
          exclude: MOCKING_FILES,
          // one module graph for all files: importing the app once instead of per file (19 s against
          // 388 s of the PostgreSQL run in .ci/run); each file still builds its own app and database
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocks', include: MOCKING_FILES } },
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
          // vitest's 5 s is short for a jsdom render beside the browser suite on two cores (.ci/run)
          testTimeout: 30_000,
        },
      },
    ],
  },
});
