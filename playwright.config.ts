import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { ADMIN, adminFile } from './e2e/console/admin';

/**
 * End-to-end tests in Debian's Chromium against the real server on a fresh PGlite database
 * (run `npm run build` first; `npm run test:e2e` does).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the console's specs sign in as the first admin, made on the fresh DATA_DIR before the start (e2e/console/admin.ts)
    command:
      `node --import tsx apps/server/src/admin-create.ts --login ${ADMIN.login} --name "${ADMIN.name}" ` +
      `--mobile ${ADMIN.mobile} > ${adminFile(port)} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      CAPTCHA_TEST_MODE: '1',
      // the spec's 30 s between OTPs to one number, shortened so specs need not sleep (refused in production)
      OTP_RESEND_SECONDS: '2',
      // the API fixtures' users each come from an address of their own (e2e/fixtures.ts fromOwnAddress)
      TRUST_PROXY: '1',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
