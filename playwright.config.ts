import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './e2e/chromium';

/**
 * End-to-end tests in Debian's Chromium (its headless shell, e2e/chromium.ts) against the real server on a fresh PGlite database
 * (run `npm run build` first; `npm run test:e2e` does).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// set once by the runner and inherited by its workers, which read the console's first admin from it
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

/** A project of desktop Chrome's settings in the Debian Chromium at `executablePath`, for the tests `filter` picks. */
function chromiumIn(name: string, executablePath: string, filter: { grep: RegExp } | { grepInvert: RegExp }) {
  return {
    name,
    ...filter,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI runs the PostgreSQL API suite beside the browsers (.ci/run): a page of several steps may take
  // longer than 30 s on its two cores; 60 s still ends a stuck test
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // a trace of a test that fails in CI comes from its retry: recording every test's cost 17–20 % of
    // a run's time and CPU (every-route-axe + address, measured); locally a failure keeps its own
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // the browser where the portal's people are (the server runs in UTC): a date or time the server
    // renders and the browser draws again must agree
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    chromiumIn('chromium', E2E_CHROMIUM_PATH, { grepInvert: /@pdf-viewer/ }),
    // a test tagged @pdf-viewer shows a PDF in the page: the headless shell has no PDF viewer (it
    // downloads the file), the full Chromium has
    chromiumIn('chromium-pdf-viewer', CHROMIUM_PATH, { grep: /@pdf-viewer/ }),
  ],
  webServer: {
    // the console's first admin, as an operator creates it before the first start (e2e/console/console.ts)
    command: `mkdir -p ${dataDir} && node --import tsx apps/server/src/admin-create.ts --login e2e.admin --name "Asha Patil" --mobile 9000000001 > ${dataDir}/e2e-admin.json && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      CAPTCHA_TEST_MODE: '1',
      // pictures made ahead as in production, fewer: 400 (the default's) would cost CI's cores 3 s of drawing
      CAPTCHA_STOCK: '10',
      // the spec's 30 s between OTPs to one number, shortened so specs need not sleep (refused in production)
      OTP_RESEND_SECONDS: '2',
      // the API fixtures' users each come from an address of their own (e2e/fixtures.ts fromOwnAddress)
      TRUST_PROXY: '1',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      // public pages rendered on the server however loaded CI's two cores are (e2e/platform/server-rendered.spec.ts)
      PAGE_RENDER_MS: '30000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
