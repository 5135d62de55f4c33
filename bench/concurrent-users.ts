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
import { hashPassword, verifyPassword } from '../apps/server/src/platform/passwords';
import { waitFor } from './wait-for';

/**
 * Many users at once, all starting together, in one of three scenarios:
 * - sign-in (issue 8 item 8): each virtual user takes a login captcha, signs in, reads its dashboard
 *   progress and signs out, ROUNDS times;
 * - profile save (issue 10): each signs in once (untimed, before the others start), then saves its
 *   address and a qualification ROUNDS times (the two busiest steps of the wizard on deadline day);
 * - complaint submit (issue 11): each verifies its mobile by OTP and files a complaint with 5 MB of
 *   documents, ROUNDS times.
 * The portal runs as its own process (`main.ts`, as `npm start` runs it) on a fresh PGlite folder and, when a
 * URL is given, on a scratch PostgreSQL database; each user connects from its own loopback address
 * (127.0.x.y), so per-IP rate limits count it as one person, as they would in the field.
 * Prints p50/p95/errors per step and how long the server's event loop was blocked
 * (bench/loop-delay.ts). It prints numbers; nothing here passes or fails.
 * Before the users start, the portal serves one captcha of the kind the scenario takes and is given
 * BENCH_WARM_SECONDS: a portal that has served captchas before a burst has their pictures drawn ahead
 * (CAPTCHA_STOCK, decision 076); 0 measures a process started into the burst.
 *
 * Environment: BENCH_SCENARIO (signIn, profileSave or complaintSubmit, when run alone), BENCH_USERS (default 200),
 * BENCH_ROUNDS (default 2; profileSave adds a qualification each round, and a list holds 30: 30 at most),
 * BENCH_ENGINES (pglite,postgres), BENCH_SIGNIN_PORT (default 3203), BENCH_WARM_SECONDS (default 3).
 */

type Engine = 'pglite' | 'postgres';
export type Step = (name: string, run: () => Promise<Reply>) => Promise<Reply>;
/** What one virtual user does: `setup` once (not timed unless it uses `step`), then `round` ROUNDS times. */
export type Scenario = {
  title: string;
  steps: string[];
  setup?: (user: VirtualUser, step: Step) => Promise<void>;
  round: (user: VirtualUser, step: Step) => Promise<void>;
  /** The captcha kind its users take, served once before they start. */
  captcha?: 'login' | 'registration';
};
export type VirtualUser = { from: string; id: number; cookie?: string };

const root = path.resolve(import.meta.dirname, '..');
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
export const PORT = Number(process.env.BENCH_SIGNIN_PORT ?? 3203);
export const USERS = Number(process.env.BENCH_USERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PASSWORD = 'Bench@Load42';
const FIRST_ID = 700_001;
const REQUEST_TIMEOUT_MS = 60_000;

export type Reply = { status: number; body: string; cookie?: string };

/** One HTTP request from a given loopback address (node:http: fetch cannot choose it). */
export function request(
  localAddress: string,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  json?: unknown,
): Promise<Reply> {
  // a prepared body (multipart) goes as it is; anything else as JSON
  const raw = json instanceof RawBody ? json : undefined;
  const body = raw ? raw.body : json === undefined ? undefined : JSON.stringify(json);
  const contentType = raw ? raw.contentType : 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${PORT}${url}`,
      {
        method,
        localAddress,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' } : {}),
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

/** A request body sent as it is, with its content type (the complaint's multipart form). */
class RawBody {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {}
}

const profileIdOf = (id: number) => `MH2026C${String(id).padStart(6, '0')}`;
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** A login captcha, then the sign-in; the session cookie stays with the user. */
async function signInStep(user: VirtualUser, step: Step) {
  const captcha = JSON.parse(
    (await step('captcha', () => request(user.from, 'GET', '/api/Captcha?kind=login', undefined))).body,
  );
  const login = await step('signIn', () =>
    request(user.from, 'POST', '/api/Account/login', undefined, {
      UserLoginID: profileIdOf(user.id),
      UserPassword: PASSWORD,
      UserTypeID: USER_TYPES.candidate,
      CaptchaId: captcha.CaptchaId,
      CaptchaText: captcha.Answer,
    }),
  );
  user.cookie = login.cookie;
}

export const SIGN_IN: Scenario = {
  title: 'Sign-in under load: captcha → sign-in → progress → sign-out',
  steps: ['captcha', 'signIn', 'progress', 'signOut'],
  captcha: 'login',
  round: async (user, step) => {
    await signInStep(user, step);
    await step('progress', () => request(user.from, 'GET', '/api/Account/profileProgress', user.cookie));
    await step('signOut', () =>
      request(user.from, 'POST', '/api/Account/logout', user.cookie, { UserID: user.id, LoggedInSessionID: 1 }),
    );
  },
};

/** A real place of Pune (pincode 411001 of the seeded reference data), read once per run. */
let pune: { StateID: number; DistrictID: number; TalukaID: number; CityID: number } | undefined;

/** Saves the user's permanent address (a place of Pune), `line` as its first line. */
export function saveAddress(user: VirtualUser, step: Step, line: string) {
  const place = pune ?? { StateID: 0, DistrictID: 0, TalukaID: 0, CityID: 0 };
  return step('saveAddress', () =>
    request(user.from, 'POST', '/api/CandidateAddress/SaveCandidateAddress', user.cookie, {
      CandidateID: user.id,
      PAddress: line,
      PPincode: '411001',
      PStateID: place.StateID,
      PDistrictID: place.DistrictID,
      PTalukaID: place.TalukaID,
      PCityID: place.CityID,
      IsPPincodeCorrect: 1,
      IsCAddressSameAsPAddress: 1,
    }),
  );
}

export const PROFILE_SAVE: Scenario = {
  title: 'Profile saves under load: sign in once, then save the address and a qualification each round',
  steps: ['saveAddress', 'saveQualification'],
  setup: async (user) => {
    await signInStep(user, (_name, run) => run());
    if (!pune) {
      pune = JSON.parse((await request(user.from, 'GET', '/Base/GetPincodeData?Pincode=411001', undefined)).body).Data;
    }
  },
  round: async (user, step) => {
    await saveAddress(user, step, `Flat ${user.id}, Shivaji Nagar`);
    await step('saveQualification', () =>
      request(user.from, 'POST', '/api/CandidateQualification/save', user.cookie, {
        CandidateID: user.id,
        QualificationGroup: 'B',
        HighestStandard: 17, // 7th Standard (seeded reference data)
        YearOfAppearing: 2018,
        MarksObtained: 412,
        OutOfMarks: 600,
        Result: 'Pass',
      }),
    );
  },
};

/** The documents of one complaint: 5 MB in all (a 4.5 MB PDF scan and a 0.5 MB photo). */
const MB = 1024 * 1024;
function complaintDocuments() {
  /**
   * A scan-like PDF: one stream of high-entropy bytes (as a JPEG-compressed page is). Its '/' bytes are
   * replaced: random bytes spell '/JS' or '/AA' often enough for the uploads module's raw-bytes pass to
   * refuse about a third of such files (reported with issue 11), which would measure refusals instead.
   */
  const pdfOf = (size: number) => {
    const head =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n';
    const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n';
    const data = randomBytes(size - head.length - tail.length - 40).map((b) => (b === 0x2f ? 0x30 : b));
    return Buffer.concat([
      Buffer.from(`${head}4 0 obj\n<< /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from(tail),
    ]);
  };
  const jpeg = Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
      'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAA' +
      'AAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAM' +
      'AwEAAhEDEQA/AKAA/9k=',
    'base64',
  );
  // bytes after the JPEG's end marker are ignored by decoders (and dropped by the server's re-encoding)
  const photo = Buffer.concat([jpeg, randomBytes(MB / 2 - jpeg.length)]);
  return [
    { name: 'Scanned fee receipts', content: pdfOf(4.5 * MB) },
    { name: 'Photo of the signboard', content: photo },
  ];
}

function complaintBody(complaint: unknown, docs: { name: string; content: Buffer }[]) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const part = (head: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  return new RawBody(
    Buffer.concat([
      part('Content-Disposition: form-data; name="complaint"', JSON.stringify(complaint)),
      ...docs.map((d) => part('Content-Disposition: form-data; name="documentNames"', d.name)),
      ...docs.map((d, i) =>
        part(
          `Content-Disposition: form-data; name="documents"; filename="doc${i}"\r\nContent-Type: application/pdf`,
          d.content,
        ),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    `multipart/form-data; boundary=${boundary}`,
  );
}

/**
 * Complaint submissions under load (issue 11 Measure): each user verifies its own mobile by OTP (the
 * console SMS provider answers the code; one verification files one complaint), takes a captcha, then
 * files Form A with 5 MB of documents (checked by content, the photo re-encoded, stored, numbered under
 * the counter's row lock), ROUNDS times; a user's submissions stay within the per-IP limit (5 an hour)
 * and its OTPs within the per-number one (5 an hour), so ROUNDS up to 5.
 */
const COMPLAINT_SUBMIT: Scenario = {
  title: 'Complaint submissions under load: OTP send → verify → captcha → Form A with 5 MB of documents',
  steps: ['sendOtp', 'verifyOtp', 'captcha', 'submit'],
  captcha: 'registration',
  setup: async (user) => {
    if (!pune) {
      pune = JSON.parse((await request(user.from, 'GET', '/Base/GetPincodeData?Pincode=411001', undefined)).body).Data;
    }
  },
  round: async (user, step) => {
    const place = pune ?? { StateID: 0, DistrictID: 0, TalukaID: 0, CityID: 0 };
    const places = { state: place.StateID, district: place.DistrictID, taluka: place.TalukaID, city: place.CityID };
    const mobileNumber = `9${String(800_000_000 + user.id - FIRST_ID)}`;
    const sent = JSON.parse(
      (
        await step('sendOtp', () =>
          request(user.from, 'POST', '/api/OTP/send-otp', undefined, { mobileNumber, purpose: 'complaint' }),
        )
      ).body,
    );
    // the verification is bound to this browser's cookie (issue 17 item 10): Form A goes with it
    const verified = await step('verifyOtp', () =>
      request(user.from, 'POST', '/api/OTP/verify-otp', undefined, {
        mobileNumber,
        otp: sent.otp,
        purpose: 'complaint',
      }),
    );
    const captcha = JSON.parse(
      (await step('captcha', () => request(user.from, 'GET', '/api/Captcha?kind=registration', undefined))).body,
    );
    const complaint = {
      isRegistered: 'no',
      complainant: {
        firstName: 'Bench',
        lastName: 'Complainant',
        email: `bench${user.id}@example.in`,
        primaryNumber: mobileNumber,
        address: `Flat ${user.id}, Shivaji Nagar`,
        pinCode: '411001',
        ...places,
      },
      institute: {
        instituteName: 'Quick Diploma Centre',
        instituteType: 'college',
        instituteAddress: 'FC Road',
        institutePinCode: '411001',
        ...places,
      },
      complaintDetails: 'Runs courses without the board’s affiliation and takes fees.',
      account: { password: PASSWORD, confirmPassword: PASSWORD },
      place: 'Pune',
      declaration: true,
      CaptchaId: captcha.CaptchaId,
      CaptchaText: captcha.Answer,
    };
    await step('submit', () =>
      request(
        user.from,
        'POST',
        '/api/Complaint/submit',
        verified.cookie,
        complaintBody(complaint, complaintDocuments()),
      ),
    );
  },
};

/** A timed step: its time goes to `times`, a failure to `errors` (and ends the round). */
export function stepper(times: Record<string, number[]>, errors: Record<string, number>): Step {
  return async (name, run) => {
    const started = performance.now();
    try {
      const reply = await run();
      times[name]?.push(performance.now() - started);
      if (reply.status !== 200) throw new Error(`${name}: ${reply.status} ${reply.body.slice(0, 120)}`);
      return reply;
    } catch (error) {
      errors[name] = (errors[name] ?? 0) + 1;
      throw error;
    }
  };
}

/** Every user's setup first (all at once), then every user's rounds, all starting together. */
export async function runUsers(
  scenario: Scenario,
  times: Record<string, number[]>,
  errors: Record<string, number>,
  rounds = ROUNDS,
) {
  const step = stepper(times, errors);
  const users: VirtualUser[] = Array.from({ length: USERS }, (_, i) => ({ from: addressOf(i), id: FIRST_ID + i }));
  const ready = await Promise.all(
    users.map((user) =>
      (scenario.setup?.(user, step) ?? Promise.resolve()).then(
        () => true,
        (error) => {
          errors.setup = (errors.setup ?? 0) + 1;
          if (process.env.BENCH_VERBOSE) console.warn(String(error));
          return false;
        },
      ),
    ),
  );
  const started = performance.now();
  await Promise.all(
    users
      .filter((_, i) => ready[i])
      .map(async (user) => {
        for (let round = 0; round < rounds; round += 1) {
          try {
            await scenario.round(user, step);
          } catch (error) {
            // counted in errors; the next round starts afresh
            if (process.env.BENCH_VERBOSE) console.warn(String(error));
          }
        }
      }),
  );
  return (performance.now() - started) / 1000;
}

/** A migrated database holding USERS candidates who share one password, and how to get rid of it. */
export async function prepare(engine: Engine, databaseUrl?: string) {
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
    env = { DATABASE_URL: url, VAULT_KEY: randomBytes(32).toString('hex') }; // one database needs one VAULT_KEY
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
  return { env, dispose, passwordHash };
}

export function stop(child: ChildProcess) {
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * The portal as `npm start` runs it (`main.ts`, its own process) on `port`, with the bench's settings over
 * `env` (a database, a loop report).
 */
export function startPortal(port: number, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(
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
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CAPTCHA_TEST_MODE: '1',
        // the console SMS provider answers the code (the complaint scenario verifies each mobile); a round's
        // new code to the same number need not wait the spec's 30 s
        SMS_PROVIDER: 'console',
        OTP_RESEND_SECONDS: '0',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
}

/**
 * The sign-in's floor on this machine, measured in the same run before the portal starts: how many
 * argon2id verifications per second one process gets with the project's own parameters
 * (platform/passwords.ts), `count` of them started at once as 200 sign-ins would (the hashing runs on
 * libuv's thread pool, UV_THREADPOOL_SIZE as the portal has it).
 */
async function argon2Ceiling(passwordHash: string, count = 2 * USERS) {
  await verifyPassword(passwordHash, PASSWORD); // the first call loads the native module
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, () => verifyPassword(passwordHash, PASSWORD)));
  return count / ((performance.now() - started) / 1000);
}

/**
 * How close sign-in is to the hash: USERS sign-ins that start together finish, at best, one per 1/rate s,
 * so the 95th percentile cannot come before 95 % of USERS verifications (one round; a second round's
 * sign-ins arrive as the first ones finish, so their floor is no lower).
 */
function signInFloor(rate: number, times: number[], failed: number, seconds: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const floorP95 = (Math.ceil(0.95 * USERS) / rate) * 1000;
  const p95 = percentile(sorted, 95);
  const perSecond = (sorted.length - failed) / seconds;
  console.log(
    `argon2id ceiling (m=19456 KiB, t=2, p=1, ${2 * USERS} at once in one process): ${rate.toFixed(0)} verifications/s, ` +
      `${(1000 / rate).toFixed(1)} ms each on average; ${USERS} users at once: sign-in p95 ≥ ${Math.round(floorP95)} ms. ` +
      `Measured sign-in p95 ${Math.round(p95)} ms = ${(p95 / floorP95).toFixed(1)}× that floor; ` +
      `${perSecond.toFixed(1)} sign-ins/s over the run = ${Math.round((perSecond / rate) * 100)}% of the ceiling`,
  );
}

async function measure(scenario: Scenario, engine: Engine, databaseUrl?: string) {
  const { env, dispose, passwordHash } = await prepare(engine, databaseUrl);
  const ceiling = scenario === SIGN_IN ? await argon2Ceiling(passwordHash) : undefined;
  const loopReport = path.join(os.tmpdir(), `bench-loop-${process.pid}-${engine}.json`);
  const portal = startPortal(PORT, { ...env, BENCH_LOOP_REPORT: loopReport });
  const times: Record<string, number[]> = Object.fromEntries(scenario.steps.map((s) => [s, []]));
  const errors: Record<string, number> = Object.fromEntries(scenario.steps.map((s) => [s, 0]));
  let seconds = 0;
  try {
    const exited = new Promise<never>((_, reject) =>
      portal.once('exit', (code) => reject(new Error(`the portal exited (${code}) before it was ready`))),
    );
    exited.catch(() => {}); // it exits on purpose at the end
    await Promise.race([waitFor(`http://127.0.0.1:${PORT}/readyz`), exited]);
    if (scenario.captcha) {
      await request('127.0.0.1', 'GET', `/api/Captcha?kind=${scenario.captcha}`, undefined);
      await new Promise((resolve) => setTimeout(resolve, WARM_SECONDS * 1000));
    }
    portal.send('start');
    seconds = await runUsers(scenario, times, errors);
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
      [...scenario.steps, ...(errors.setup ? ['setup'] : [])].map((s) => {
        const sorted = [...(times[s] ?? [])].sort((a, b) => a - b);
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
  if (ceiling) signInFloor(ceiling, times.signIn ?? [], errors.signIn ?? 0, seconds);
}

const SCENARIOS = { signIn: SIGN_IN, profileSave: PROFILE_SAVE, complaintSubmit: COMPLAINT_SUBMIT };

/** A scenario on PGlite, then on PostgreSQL when a URL is given. */
export async function benchConcurrentUsers(name: keyof typeof SCENARIOS, options: { databaseUrl?: string }) {
  const scenario = SCENARIOS[name];
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  console.log(`\n${scenario.title}: ${USERS} concurrent users`);
  for (const engine of engines) {
    if (engine === 'postgres' && !options.databaseUrl) console.log('postgres: skipped (no DATABASE_URL)');
    else await measure(scenario, engine, options.databaseUrl);
  }
}

if (process.argv[1] === import.meta.filename) {
  const name = (process.env.BENCH_SCENARIO ?? 'signIn') as keyof typeof SCENARIOS;
  await benchConcurrentUsers(name, { databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
}
