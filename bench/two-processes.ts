import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  PORT,
  PROFILE_SAVE,
  percentile,
  prepare,
  request,
  runUsers,
  type Scenario,
  SIGN_IN,
  saveAddress,
  startPortal,
  stop,
  USERS,
  type VirtualUser,
} from './concurrent-users';
import { cpuMsOf } from './cpu';
import { waitFor } from './wait-for';

/**
 * Two portal processes behind a load balancer against one (issue 19, Measure): `node --import tsx
 * bench/two-processes.ts` (about 3 minutes at 200 users; not in `npm run bench`). On a scratch
 * PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and the machine's
 * Redis (REDIS_URL, default redis://127.0.0.1:6379, a key prefix of this run), with N processes
 * (`main.ts`, as `npm start` runs it) on BENCH_SIGNIN_PORT+1… behind a round-robin proxy on
 * BENCH_SIGNIN_PORT (one process goes through the same proxy, so the ratio is the processes'):
 * 1. start-up to /readyz, one process alone and two at once;
 * 2. the sign-in and profile-save scenarios of concurrent-users.ts: requests/s, p95 per step, and the
 *    ratio two/one;
 * 3. `kill -9` of one of two processes while BENCH_USERS users save their address
 *    BENCH_KILL_ROUNDS times each (default 20): every save answered 200 must be in the database
 *    afterwards (read back through the survivor); the count of lost ones is the number that matters (goal 0).
 * Prints numbers and the machine's load; nothing here passes or fails.
 */

const databaseUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const KILL_ROUNDS = Number(process.env.BENCH_KILL_ROUNDS ?? 20);

/**
 * The load balancer: round robin over the backends, X-Forwarded-For set (the portals run TRUST_PROXY=1,
 * so each virtual user keeps its own address for the rate limits). A backend that refuses the
 * connection (killed) is skipped for the next one, as a load balancer's health check would.
 */
function startProxy(backends: number[]) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tries: number) => {
    const port = backends[next++ % backends.length];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < backends.length) forward(req, res, body, tries + 1);
      else if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });
  server.keepAliveTimeout = 65_000;
  return new Promise<http.Server>((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

/** N portals on one prepared database behind the proxy; how long until all were ready. */
async function startCluster(processes: number, env: Record<string, string>) {
  const prefix = `bench-two-${randomBytes(4).toString('hex')}:`;
  const ports = Array.from({ length: processes }, (_, i) => PORT + 1 + i);
  const started = performance.now();
  const portals = ports.map((port) =>
    startPortal(port, { ...env, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: '1', DRAIN_SECONDS: '0' }),
  );
  const readyAfter = await Promise.all(
    ports.map(async (port) => {
      await waitFor(`http://127.0.0.1:${port}/readyz`);
      return (performance.now() - started) / 1000;
    }),
  );
  const proxy = await startProxy(ports);
  return {
    portals,
    readyAfter,
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      proxy.closeAllConnections();
      await Promise.all(portals.map(stop));
    },
  };
}

type Result = { seconds: number; requests: number; errors: number; p95: Record<string, number>; cpuMs: number };

async function load(scenario: Scenario, portals: ChildProcess[]): Promise<Result> {
  // counted from the first round (every user's untimed setup is done by then)
  let cpuBefore: number | undefined;
  const counted: Scenario = {
    ...scenario,
    round: (user, step) => {
      cpuBefore ??= cpuMsOf(portals);
      return scenario.round(user, step);
    },
  };
  const times: Record<string, number[]> = Object.fromEntries(scenario.steps.map((s) => [s, []]));
  const errors: Record<string, number> = Object.fromEntries(scenario.steps.map((s) => [s, 0]));
  const seconds = await runUsers(counted, times, errors);
  const p95 = Object.fromEntries(
    scenario.steps.map((s) => [
      s,
      Math.round(
        percentile(
          [...(times[s] ?? [])].sort((x, y) => x - y),
          95,
        ),
      ),
    ]),
  );
  const requests = scenario.steps.reduce((sum, s) => sum + (times[s]?.length ?? 0), 0);
  const cpuMs = cpuMsOf(portals) - (cpuBefore ?? 0);
  return { seconds, requests, errors: Object.values(errors).reduce((a, b) => a + b, 0), p95, cpuMs };
}

/** One cluster size: start-up, then sign-in, then profile saves, on a fresh database. */
async function measure(processes: number) {
  const { env, dispose } = await prepare('postgres', databaseUrl);
  const cluster = await startCluster(processes, env);
  try {
    const signIn = await load(SIGN_IN, cluster.portals);
    return { readyAfter: cluster.readyAfter, signIn, profileSave: await load(PROFILE_SAVE, cluster.portals) };
  } finally {
    await cluster.stop();
    await dispose();
  }
}

/**
 * USERS users save their address KILL_ROUNDS times each, the round number in its first line; one of
 * the two processes is killed with SIGKILL once a quarter of the saves are acknowledged. Afterwards
 * each user's address is read through the survivor: it must carry the last acknowledged round or a
 * later one (a save whose answer was lost with the process may have committed).
 */
async function killOne() {
  const { env, dispose } = await prepare('postgres', databaseUrl);
  const cluster = await startCluster(2, env);
  const acknowledged = new Map<number, number>();
  const signedIn = new Map<number, VirtualUser>();
  const sent = new Map<number, number>();
  let total = 0;
  /** Why saves were not acknowledged: an HTTP status, or how the connection failed. */
  const refused: Record<string, number> = {};
  let killedAt: number | undefined;
  const victim = cluster.portals[0] as ChildProcess;
  const lineOf = (user: VirtualUser, round: number) => `Flat ${user.id}, save ${round}`;
  const scenario: Scenario = {
    title: 'saves across a kill -9',
    steps: ['saveAddress'],
    // a user whose sign-in was refused (503 while the machine is swamped) takes no part
    setup: async (user, step) => {
      await PROFILE_SAVE.setup?.(user, step);
      if (!user.cookie) throw new Error('sign-in refused');
    },
    round: async (user, step) => {
      signedIn.set(user.id, user);
      const round = (sent.get(user.id) ?? 0) + 1;
      sent.set(user.id, round);
      try {
        await saveAddress(user, step, lineOf(user, round));
      } catch (error) {
        const why =
          /^saveAddress: (\d+)/.exec(String((error as Error).message))?.[1] ?? String((error as Error).message);
        refused[why] = (refused[why] ?? 0) + 1;
        throw error;
      }
      acknowledged.set(user.id, round);
      total += 1;
      if (killedAt === undefined && total >= (USERS * KILL_ROUNDS) / 4) {
        killedAt = total;
        victim.kill('SIGKILL');
      }
    },
  };
  try {
    const times = { saveAddress: [] as number[] };
    const errors = { saveAddress: 0, setup: 0 };
    const seconds = await runUsers(scenario, times, errors, KILL_ROUNDS);
    let lost = 0;
    let unreadable = 0;
    for (const [id, round] of acknowledged) {
      // read as the user, with its session (sessions live in the database), through the survivor
      const user = signedIn.get(id) as VirtualUser;
      const read = await request(
        user.from,
        'GET',
        `/api/CandidateAddress/GetCandidateAddress?candidateId=${id}`,
        user.cookie,
      );
      const line: string | undefined = read.status === 200 ? JSON.parse(read.body).Data?.PAddress : undefined;
      const stored = Number(/save (\d+)$/.exec(line ?? '')?.[1] ?? Number.NaN);
      if (Number.isNaN(stored)) unreadable += 1;
      else if (stored < round) lost += 1;
    }
    return {
      seconds: Math.round(seconds),
      'signed in': USERS - errors.setup,
      acknowledged: total,
      'not acknowledged': JSON.stringify(refused),
      'killed after': killedAt,
      usersChecked: acknowledged.size,
      lost,
      unreadable,
    };
  } finally {
    await cluster.stop();
    await dispose();
  }
}

const load1 = os.loadavg();
console.log(
  `\nTwo processes vs one behind a round-robin proxy: ${USERS} users, PostgreSQL, Redis; ${os.cpus().length} cores, ` +
    `load average ${load1.map((l) => l.toFixed(2)).join(' ')} at the start`,
);
const one = await measure(1);
const two = await measure(2);
const rate = (r: Result) => r.requests / r.seconds;
const row = (name: string, a: Result, b: Result) => ({
  'one req/s': Math.round(rate(a)),
  'two req/s': Math.round(rate(b)),
  'ratio two/one': (rate(b) / rate(a)).toFixed(2),
  'one p95 ms': JSON.stringify(a.p95),
  'two p95 ms': JSON.stringify(b.p95),
  'errors one/two': `${a.errors}/${b.errors}`,
  // what a request costs the portal in CPU, whatever else the machine was doing: the basis of sizing
  'CPU ms/req one/two': `${(a.cpuMs / a.requests).toFixed(1)}/${(b.cpuMs / b.requests).toFixed(1)}`,
  name,
});
console.log(
  '\nStart-up to /readyz (s): one alone',
  one.readyAfter.map((s) => s.toFixed(1)),
  '; two at once',
  two.readyAfter.map((s) => s.toFixed(1)),
);
console.table([row('signIn', one.signIn, two.signIn), row('profileSave', one.profileSave, two.profileSave)]);
const killed = await killOne();
console.log(`\nkill -9 of one of two processes under ${USERS} users saving ${KILL_ROUNDS} times each:`);
console.table([killed]);
console.log(
  `load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
