import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { SMS_IP_LIMITS } from '../apps/server/src/platform/sms';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { benchConcurrentUsers } from './concurrent-users';
import { waitFor } from './wait-for';

/**
 * `npm run bench`: the portal (PGlite, built web app) against a bare Fastify route in the same run,
 * then the landing route's JavaScript as the browser loads it, then institute search latency, then
 * 200 users signing in at once, and 200 signed-in users saving their address and a qualification,
 * on PGlite and PostgreSQL (concurrent-users.ts).
 * It prints numbers; nothing here passes or fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORTAL = 3201;
const BARE = 3202;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function start(args: string[], env: Record<string, string>): ChildProcess {
  // The portal runs on its embedded PGlite here, whatever DATABASE_URL the search bench is given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function landingJs(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const dist = path.join(root, 'apps/web/dist');
  const rows = [...scripts].map((p) => {
    const raw = fs.readFileSync(path.join(dist, p));
    return { file: p, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
  });
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const portal = start(['apps/server/src/main.ts'], {
  PORT: String(PORTAL),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
});
const bare = start(['bench/bare-server.ts'], { PORT: String(BARE) });
try {
  await waitFor(`http://127.0.0.1:${PORTAL}/readyz`);
  await waitFor(`http://127.0.0.1:${BARE}/bare`);
  const targets = {
    bare: `http://127.0.0.1:${BARE}/bare`,
    notices: `http://127.0.0.1:${PORTAL}/api/ManageNotification/GetNotificationList?RegionID=1&NotificationCategoryID=1`,
    defaultMenu: `http://127.0.0.1:${PORTAL}/api/Menu/GetDefaultMenu`,
  };
  console.log(`\nPublic reads (autocannon, 50 connections, ${DURATION} s each, Accept-Encoding gzip/br, PGlite)`);
  const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const [name, url] of Object.entries(targets)) results[name] = await load(url);
  const bareRps = results.bare?.rps ?? 1;
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          'req/s': Math.round(r.rps),
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'vs bare': `${((r.rps / bareRps) * 100).toFixed(0)}%`,
        },
      ]),
    ),
  );

  const js = await landingJs(`http://127.0.0.1:${PORTAL}`);
  console.log('\nLanding route (/) JavaScript loaded by Chromium, gzip -9:');
  console.table(js.map((r) => ({ file: r.file, raw: kb(r.raw), gzip: kb(r.gzip) })));
  const total = js.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`Landing route JS total: ${kb(total)} gzipped (budget ≤ 101 KB, decision 005)`);
  smsCost();
} finally {
  portal.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * What one address can make the board spend on SMS through send-otp (issue 7 item 17): the per-IP
 * limits times a bulk transactional SMS price (SMS_PRICE_INR, default ₹0.25 per message).
 */
function smsCost() {
  const price = Number(process.env.SMS_PRICE_INR ?? 0.25);
  const rows = [
    { window: 'hour', sends: SMS_IP_LIMITS.perHour },
    { window: 'day', sends: SMS_IP_LIMITS.perDay },
  ].map((r) => ({ ...r, costINR: (r.sends * price).toFixed(2) }));
  console.log(
    `\nSMS one IP can trigger through send-otp (₹${price} per SMS; was about 1,800 an hour before the limits):`,
  );
  console.table(rows);
}

const searchBench = path.join(root, 'bench/search.ts');
if (fs.existsSync(searchBench)) {
  const { benchSearch } = (await import(searchBench)) as {
    benchSearch: (o: { databaseUrl?: string }) => Promise<void>;
  };
  await benchSearch({ databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
}
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
await (await import('./chatbot')).benchChatbot({ databaseUrl });
await benchConcurrentUsers('signIn', { databaseUrl });
await benchConcurrentUsers('profileSave', { databaseUrl });
