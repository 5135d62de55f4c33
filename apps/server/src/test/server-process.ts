import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A port nothing listens on right now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server as `npm run serve` runs it (`main.ts` in a process of its own), on `port`, with `env`
 * over a quiet test configuration. The test's own DATABASE_URL and REDIS_URL are not passed on:
 * without them in `env` it runs on the embedded database of its DATA_DIR.
 */
export function startServer(port: number, env: Record<string, string>) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SMS_PROVIDER: 'console',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, port, exited, output: () => output };
}

export type ServerProcess = ReturnType<typeof startServer>;

/** The status of a GET, 0 when nothing listens (yet, or any more). */
export async function statusOf(port: number, url: string) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${url}`)).status;
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers `status`; throws if the process exits first. */
export async function untilStatus(port: number, url: string, status: number, child: ChildProcess) {
  while ((await statusOf(port, url)) !== status) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await sleep(100);
  }
}
