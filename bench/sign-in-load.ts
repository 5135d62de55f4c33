import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { USER_TYPES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/platform/passwords';
import { waitFor } from './wait-for';

/**
 * Many users signing in at once (issue 8 item 8): each virtual user takes a login captcha, signs in,
 * reads its dashboard progress and signs out, ROUNDS times, all users starting together. The portal
 * runs as its own process (`main.ts`, as `npm start` runs it) on a fresh PGlite folder and, when a
 * URL is given, on a scratch PostgreSQL database; each user connects from its own loopback address
 * (127.0.x.y), so per-IP rate limits count it as one person, as they would in the field.
 * Prints p50/p95/errors per step and how long the server's event loop was blocked
 * (bench/loop-delay.ts). It prints numbers; nothing here passes or fails.
 *
 * Environment: BENCH_USERS (default 200), BENCH_ROUNDS (default 2), BENCH_ENGINES (pglite,postgres),
 * BENCH_SIGNIN_PORT (default 3203).
 */

type Engine = 'pglite' | 'postgres';
type Step = 'captcha' | 'signIn' | 'progress' | 'signOut';
const STEPS: Step[] = ['captcha', 'signIn', 'progress', 'signOut'];

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_SIGNIN_PORT ?? 3203);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PASSWORD = 'Bench@Load42';
const FIRST_ID = 700_001;
const REQUEST_TIMEOUT_MS = 60_000;

type Reply = { status: number; body: string; cookie?: string };

/** One HTTP request from a given loopback address (node:http: fetch cannot choose it). */
function request(
  localAddress: string,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  json?: unknown,
): Promise<Reply> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${PORT}${url}`,
      {
        method,
        localAddress,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const profileIdOf = (id: number) => `MH2026C${String(id).padStart(6, '0')}`;
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** One user's rounds; every step's time goes to `times`, a failed step to `errors` (and ends the round). */
async function virtualUser(i: number, times: Record<Step, number[]>, errors: Record<Step, number>) {
  const from = addressOf(i);
  const id = FIRST_ID + i;
  for (let round = 0; round < ROUNDS; round += 1) {
    let cookie: string | undefined;
    const step = async (name: Step, run: () => Promise<Reply>) => {
      const started = performance.now();
      try {
        const reply = await run();
        times[name].push(performance.now() - started);
        if (reply.status !== 200) throw new Error(`${name}: ${reply.status} ${reply.body.slice(0, 120)}`);
        return reply;
      } catch (error) {
        errors[name] += 1;
        throw error;
      }
    };
    try {
      const captcha = JSON.parse(
        (await step('captcha', () => request(from, 'GET', '/api/Captcha?kind=login', cookie))).body,
      );
      const login = await step('signIn', () =>
        request(from, 'POST', '/api/Account/login', cookie, {
          UserLoginID: profileIdOf(id),
          UserPassword: PASSWORD,
          UserTypeID: USER_TYPES.candidate,
          CaptchaId: captcha.CaptchaId,
          CaptchaText: captcha.Answer,
        }),
      );
      cookie = login.cookie;
      await step('progress', () => request(from, 'GET', '/api/Account/profileProgress', cookie));
      await step('signOut', () =>
        request(from, 'POST', '/api/Account/logout', cookie, { UserID: id, LoggedInSessionID: 1 }),
      );
    } catch (error) {
      // counted in errors; the next round starts afresh
      if (process.env.BENCH_VERBOSE) console.warn(String(error));
    }
  }
}

/** A migrated database holding USERS candidates who share one password, and how to get rid of it. */
async function prepare(engine: Engine, databaseUrl?: string) {
  let database: Database;
  let env: Record<string, string>;
  let dispose: () => Promise<void>;
  if (engine === 'postgres' && databaseUrl) {
    const name = `bench_signin_${randomBytes(4).toString('hex')}`;
    const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
    const url = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
    const admin = await openDatabase({ url: adminUrl });
    await admin.db.execute(sql.raw(`create database ${name}`));
    database = await openDatabase({ url });
    env = { DATABASE_URL: url };
    dispose = async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-signin-'));
    database = await openDatabase({ dataDir: path.join(dir, 'pg') });
    env = { DATA_DIR: dir };
    dispose = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values(
    Array.from({ length: USERS }, (_, i) => ({
      id: FIRST_ID + i,
      profileId: profileIdOf(FIRST_ID + i),
      userTypeId: USER_TYPES.candidate,
      firstName: 'Bench',
      lastName: `User${i}`,
      genderCode: 'F',
      dob: '2000-01-01',
      email: `bench${i}@example.in`,
      mobile: `9${String(800_000_000 + i)}`,
      passwordHash,
    })),
  );
  await database.close();
  return { env, dispose };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(engine: Engine, databaseUrl?: string) {
  const { env, dispose } = await prepare(engine, databaseUrl);
  const loopReport = path.join(os.tmpdir(), `bench-loop-${process.pid}-${engine}.json`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const portal = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './bench/loop-delay.ts',
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...inherited,
        ...env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CAPTCHA_TEST_MODE: '1',
        BENCH_LOOP_REPORT: loopReport,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const times = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
  const errors = Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>;
  let seconds = 0;
  try {
    const exited = new Promise<never>((_, reject) =>
      portal.once('exit', (code) => reject(new Error(`the portal exited (${code}) before it was ready`))),
    );
    exited.catch(() => {}); // it exits on purpose at the end
    await Promise.race([waitFor(`http://127.0.0.1:${PORT}/readyz`), exited]);
    portal.send('start');
    const started = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, i) => virtualUser(i, times, errors)));
    seconds = (performance.now() - started) / 1000;
  } finally {
    await stop(portal);
    await dispose();
  }
  const loop = fs.existsSync(loopReport) ? JSON.parse(fs.readFileSync(loopReport, 'utf8')) : undefined;
  fs.rmSync(loopReport, { force: true });
  console.log(
    `\n${engine}: ${USERS} users × ${ROUNDS} rounds in ${seconds.toFixed(1)} s` +
      (loop
        ? `; server event loop blocked p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms, busy ${Math.round(loop.utilization * 100)}%`
        : ''),
  );
  console.table(
    Object.fromEntries(
      STEPS.map((s) => {
        const sorted = [...times[s]].sort((a, b) => a - b);
        return [
          s,
          {
            n: sorted.length,
            'p50 ms': Math.round(percentile(sorted, 50)),
            'p95 ms': Math.round(percentile(sorted, 95)),
            errors: errors[s],
          },
        ];
      }),
    ),
  );
}

/** The scenario on PGlite, then on PostgreSQL when a URL is given. */
export async function benchSignIn(options: { databaseUrl?: string }) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  console.log(`\nSign-in under load: ${USERS} concurrent users, captcha → sign-in → progress → sign-out`);
  for (const engine of engines) {
    if (engine === 'postgres' && !options.databaseUrl) console.log('postgres: skipped (no DATABASE_URL)');
    else await measure(engine, options.databaseUrl);
  }
}

if (process.argv[1] === import.meta.filename)
  await benchSignIn({ databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
