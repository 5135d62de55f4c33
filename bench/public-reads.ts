import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hasNginx, startNginx } from '../apps/server/src/test/nginx';
import { stop } from './concurrent-users';
import { cpuMsOf } from './cpu';
import { waitFor } from './wait-for';

/**
 * Public reads against a bare Fastify route in the same run (autocannon, 50 connections, gzip/br): the
 * portal (`main.ts`, PGlite, as `npm start` runs it) beside `bench/bare-server.ts`. A public read's
 * throughput is given as a share of the bare route's, and so is its CPU time per request in the serving
 * process (`vs bare CPU`: bare's CPU per request over the route's): on a machine whose load comes and
 * goes (other work on its cores) the first moves with the load, the second hardly.
 * Where nginx is installed, the notices are also read through `deploy/nginx/portal.conf` (its cache in
 * front of the portal, docs/operations.md); the CPU is then nginx's own (master and worker).
 * autocannon runs in Node on the same two cores: an answer of nginx's (1.3 KB compressed, its headers)
 * costs it more than bare's few bytes, so beside it nginx reads lower than it serves. Where wrk (C,
 * Debian's package) is installed, bare and nginx are also loaded by it, one thread: its rows say how
 * near nginx comes to bare when the load generator is not the limit.
 * `npm run bench` runs it first; alone: `node --import tsx bench/public-reads.ts`.
 * It prints numbers; nothing here passes or fails.
 *
 * Environment: BENCH_SECONDS (default 10 per route), BENCH_PORTAL_PORT (3201), BENCH_BARE_PORT (3202),
 * BENCH_NGINX_PORT (3203).
 */
const root = path.resolve(import.meta.dirname, '..');
const PORTAL = Number(process.env.BENCH_PORTAL_PORT ?? 3201);
const BARE = Number(process.env.BENCH_BARE_PORT ?? 3202);
const NGINX = Number(process.env.BENCH_NGINX_PORT ?? 3203);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function start(args: string[], env: Record<string, string>): ChildProcess {
  // The portal runs on its embedded PGlite here, whatever DATABASE_URL the other benches are given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function load(url: string, server: ChildProcess) {
  const cpuBefore = cpuMsOf([server]);
  const result = await autocannon({
    url,
    connections: 50,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUs = ((cpuMsOf([server]) - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

// wrk prints its version and exits 1: only a failure to start it means it is not installed
const hasWrk = spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** The same load with wrk (one thread, 50 connections): its latency percentiles, in ms. */
function loadWithWrk(url: string, server: ChildProcess) {
  const cpuBefore = cpuMsOf([server]);
  const out = execFileSync(
    'wrk',
    ['-t1', '-c50', `-d${DURATION}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url],
    { encoding: 'utf8' },
  );
  const total = Number(/(\d+) requests in/.exec(out)?.[1]);
  if (/Non-2xx|Socket errors/.test(out)) throw new Error(`${url}: wrk saw errors\n${out}`);
  const ms = (p: string) => {
    const [, value = 'NaN', unit] = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out) ?? [];
    return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: Math.round(ms('50')),
    p99: Math.round(ms('99')),
    cpuUs: ((cpuMsOf([server]) - cpuBefore) * 1000) / total,
  };
}

/**
 * Starts the portal and the bare server, loads each route in turn, prints the table, then gives the
 * running portal's address to `then` (the landing-route JavaScript check of run.ts) before stopping both.
 */
export async function benchPublicReads(then?: (portal: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const portal = start(['apps/server/src/main.ts'], {
    PORT: String(PORTAL),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  const bare = start(['bench/bare-server.ts'], { PORT: String(BARE) });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    await waitFor(`http://127.0.0.1:${PORTAL}/readyz`);
    await waitFor(`http://127.0.0.1:${BARE}/bare`);
    if (hasNginx()) nginx = await startNginx(PORTAL, NGINX);
    const notices = '/api/ManageNotification/GetNotificationList?RegionID=1&NotificationCategoryID=1';
    const targets: Record<string, readonly [string, ChildProcess]> = {
      bare: [`http://127.0.0.1:${BARE}/bare`, bare],
      notices: [`http://127.0.0.1:${PORTAL}${notices}`, portal],
      defaultMenu: [`http://127.0.0.1:${PORTAL}/api/Menu/GetDefaultMenu`, portal],
      ...(nginx ? { 'notices via nginx': [`${nginx.url}${notices}`, nginx.process] as const } : {}),
    };
    console.log(
      `\nPublic reads (autocannon${hasWrk && nginx ? ', and wrk where a row says so' : ''}, 50 connections, ${DURATION} s each, Accept-Encoding gzip/br, PGlite; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    // not counted: each route once under load first, so the portal's first requests (code compiled on first use,
    // the answer cached) weigh on none of them
    for (const [url] of Object.values(targets)) await autocannon({ url, connections: 10, duration: 2 });
    const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, [url, server]] of Object.entries(targets)) results[name] = await load(url, server);
    if (hasWrk && nginx) {
      results['bare (wrk)'] = loadWithWrk(`http://127.0.0.1:${BARE}/bare`, bare);
      results['notices via nginx (wrk)'] = loadWithWrk(`${nginx.url}${notices}`, nginx.process);
    }
    // each row against bare loaded by the same client
    const bareOf = (name: string) => (name.endsWith('(wrk)') ? results['bare (wrk)'] : results.bare);
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, r]) => [
          name,
          {
            'req/s': Math.round(r.rps),
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            'vs bare': `${((r.rps / (bareOf(name)?.rps ?? 1)) * 100).toFixed(0)}%`,
            'CPU µs/req': Math.round(r.cpuUs),
            'vs bare CPU': `${(((bareOf(name)?.cpuUs ?? 1) / r.cpuUs) * 100).toFixed(0)}%`,
          },
        ]),
      ),
    );
    await then?.(`http://127.0.0.1:${PORTAL}`);
  } finally {
    await nginx?.stop();
    // the data folder goes once the portal has stopped: removed under it, it reports its lock lost
    await Promise.all([stop(portal), stop(bare)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await benchPublicReads();
