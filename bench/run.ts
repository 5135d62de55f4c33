import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { SMS_IP_LIMITS } from '../apps/server/src/platform/sms';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { benchConcurrentUsers } from './concurrent-users';
import { benchPublicReads } from './public-reads';

/**
 * `npm run bench`: the portal (PGlite, built web app) against a bare Fastify route in the same run
 * (public-reads.ts),
 * then the landing route's JavaScript as the browser loads it, then institute search latency, then
 * 200 users signing in at once, and 200 signed-in users saving their address and a qualification,
 * on PGlite and PostgreSQL (concurrent-users.ts).
 * It prints numbers; nothing here passes or fails.
 */
const root = path.resolve(import.meta.dirname, '..');

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

await benchPublicReads(async (portal) => {
  const js = await landingJs(portal);
  console.log('\nLanding route (/) JavaScript loaded by Chromium, gzip -9:');
  console.table(js.map((r) => ({ file: r.file, raw: kb(r.raw), gzip: kb(r.gzip) })));
  const total = js.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`Landing route JS total: ${kb(total)} gzipped (budget ≤ 102 KB, decision 005)`);
});
smsCost();

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
