import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileUrl, helpApi, USER_TYPES, uploadsApi } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { faqs, users } from './db/schema';
import { cacheInvalidation } from './platform/invalidation';
import { JOBS_SCHEMA } from './platform/scheduler';
import { freshPostgres } from './test/database';
import { candidateForm, GOOD_PASSWORD, testMobile } from './test/factories';
import { multipart, sampleFiles } from './test/files';
import { useS3Server } from './test/s3';
import { freePort, type ServerProcess, startServer, untilStatus } from './test/server-process';

const url = process.env.TEST_DATABASE_URL;
/** The bound of issue 19 item 4: an edit in one process is served by every process within 2 s. */
const WITHIN_MS = 2000;

const dataDirs: string[] = [];
/** The shared parts and a data folder of its own: `main.ts` as a machine of a deployment runs it. */
async function startOn(shared: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
  dataDirs.push(dataDir);
  // a small stock of captcha pictures each, as production has a stock (decision 076)
  return startServer(await freePort(), {
    ...shared,
    DATA_DIR: dataDir,
    DRAIN_SECONDS: '0',
    CAPTCHA_TEST_MODE: '1',
    CAPTCHA_STOCK: '2',
  });
}

/** A request over HTTP to one of the processes, as a browser sends it (JSON or a prepared body, a cookie). */
async function call(
  server: ServerProcess,
  route: string,
  options: { method?: 'GET' | 'POST'; json?: unknown; cookie?: string; body?: ReturnType<typeof multipart> } = {},
) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Buffer | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    Object.assign(headers, options.body.headers);
    body = options.body.payload;
  }
  const response = await fetch(`http://127.0.0.1:${server.port}${route}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return { status: response.status, response, cookies };
}

const jsonOf = async <T>(answer: Awaited<ReturnType<typeof call>>): Promise<T> => {
  const text = await answer.response.text();
  if (answer.status !== 200) throw new Error(`${answer.response.url}: ${answer.status} ${text}`);
  return JSON.parse(text) as T;
};

/** A solved captcha (CAPTCHA_TEST_MODE hands out the answer). */
async function captcha(server: ServerProcess, kind: 'login' | 'registration') {
  const { CaptchaId, Answer } = await jsonOf<{ CaptchaId: string; Answer: string }>(
    await call(server, `/api/Captcha?kind=${kind}`),
  );
  return { CaptchaId, CaptchaText: Answer };
}

/**
 * Two real server processes at once (issue 19 item 8): `main.ts` twice on one fresh PostgreSQL
 * database, the machine's Redis (a key prefix of this run) and one S3 server, each with a data folder
 * of its own and the same VAULT_KEY, talked to over HTTP only. A candidate registers on A and signs in
 * on B; a document uploaded on A is served by B; a public edit is served by both within 2 s; the
 * SMS outbox job runs once per 5 s slot although both processes offer every slot.
 * (PostgreSQL only: PGlite is one process.)
 */
describe.runIf(url)('two server processes on shared PostgreSQL, Redis and S3', () => {
  const s3 = useS3Server();
  let copy: Awaited<ReturnType<typeof freshPostgres>>;
  let check: Database;
  const servers: ServerProcess[] = [];
  const a = () => servers[0] as ServerProcess;
  const b = () => servers[1] as ServerProcess;
  const person = { mobile: testMobile(), password: GOOD_PASSWORD, profileId: '', cookie: '' };

  beforeAll(async () => {
    copy = await freshPostgres(url as string);
    check = await copy.open();
    const shared = {
      ...s3().env,
      DATABASE_URL: copy.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `two-processes-${randomBytes(4).toString('hex')}:`,
      VAULT_KEY: randomBytes(32).toString('hex'),
    };
    servers.push(await startOn(shared), await startOn(shared));
  }, 60_000);
  afterAll(async () => {
    for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
    await check?.close();
    await copy?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both become ready at once', { timeout: 120_000 }, async () => {
    await Promise.all(servers.map((s) => untilStatus(s.port, '/readyz', 200, s.child)));
  });

  it('registers a candidate on A, who signs in on B', async () => {
    const { otp } = await jsonOf<{ otp: string }>(
      await call(a(), '/api/OTP/send-otp', { json: { mobileNumber: person.mobile } }),
    );
    const verified = await call(a(), '/api/OTP/verify-otp', { json: { mobileNumber: person.mobile, otp } });
    await jsonOf(verified);
    const registered = await jsonOf<{ Data: string }>(
      await call(a(), '/api/Registration/RegisterCandidate', {
        cookie: verified.cookies.join('; '),
        json: {
          ...candidateForm(person.mobile, person.password),
          ...(await captcha(a(), 'registration')),
        },
      }),
    );
    person.profileId = registered.Data;

    const login = await call(b(), '/api/Account/login', {
      json: {
        UserLoginID: person.profileId,
        UserPassword: person.password,
        UserTypeID: USER_TYPES.candidate,
        ...(await captcha(b(), 'login')),
      },
    });
    const answer = await jsonOf<{ IsLoginAllowed: boolean; UserLoginID: string }>(login);
    expect(answer).toMatchObject({ IsLoginAllowed: true, UserLoginID: person.profileId });
    person.cookie = login.cookies.find((c) => c.startsWith('sid=')) ?? '';
    expect(person.cookie).not.toBe('');
  });

  it('serves on B a document uploaded on A', async () => {
    const [user] = await check.db.select({ id: users.id }).from(users).where(eq(users.profileId, person.profileId));
    const body = multipart(
      { userID: user?.id ?? 0, fileType: 'Photo' },
      { filename: 'photo.jpg', content: sampleFiles.jpg(4096) },
    );
    const uploaded = await jsonOf<{ Data: { FilePath: string } }>(
      await call(a(), uploadsApi.upload.path, { cookie: person.cookie, body }),
    );
    const read = async (server: ServerProcess) => {
      const answer = await call(server, fileUrl(uploaded.Data.FilePath), { cookie: person.cookie });
      expect(answer.status).toBe(200);
      expect(answer.response.headers.get('content-type')).toBe('image/jpeg');
      return Buffer.from(await answer.response.arrayBuffer());
    };
    const onA = await read(a());
    expect(onA.length).toBeGreaterThan(0);
    expect((await read(b())).equals(onA)).toBe(true);
  });

  it('serves a public edit on both within 2 s', async () => {
    const question = `Where is the board office (${randomBytes(3).toString('hex')})?`;
    const listed = async (server: ServerProcess) =>
      (await jsonOf<{ Data: { question: string }[] }>(await call(server, `${helpApi.faq.path}?lang=en`))).Data.some(
        (f) => f.question === question,
      );
    // both have the list cached (30 s) without the new question
    expect(await listed(a())).toBe(false);
    expect(await listed(b())).toBe(false);

    // the edit as the console will make it (issue 20): commit, then invalidate the topic (decision 053)
    await check.db.insert(faqs).values({
      seq: 998,
      questionEn: question,
      questionMr: 'बोर्डाचे कार्यालय कुठे आहे?',
      answerEn: 'At the board office in Mumbai.',
      answerMr: 'मुंबईतील बोर्डाच्या कार्यालयात.',
    });
    const caches = await cacheInvalidation(check, console);
    await caches.invalidate('help');
    await caches.close();

    const polling = { timeout: WITHIN_MS, interval: 100 };
    await Promise.all([
      expect.poll(() => listed(a()), polling).toBe(true),
      expect.poll(() => listed(b()), polling).toBe(true),
    ]);
  });

  it('runs the SMS outbox once per 5 s slot across both', { timeout: 60_000 }, async () => {
    const rows = async () =>
      (
        (await check.db.execute(
          sql.raw(`select singleton_on, state from ${JOBS_SCHEMA}.job where name = 'sms-outbox'`),
        )) as unknown as { rows: { singleton_on: Date; state: string }[] }
      ).rows;
    // both processes offer every slot; wait for three slots worked
    await expect
      .poll(async () => (await rows()).filter((r) => r.state === 'completed').length, {
        timeout: 40_000,
        interval: 500,
      })
      .toBeGreaterThanOrEqual(3);
    const all = await rows();
    const slots = all.map((r) => new Date(r.singleton_on).getTime());
    expect(new Set(slots).size).toBe(all.length);
  });
});
