import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The committed nginx configuration of docs/operations.md "A cache in front". */
const CONF = path.resolve(import.meta.dirname, '../../../../deploy/nginx/portal.conf');

/** Whether nginx is on this machine (CI installs it: .ci/run). */
export function hasNginx(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type Nginx = { url: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts nginx with `deploy/nginx/portal.conf` as committed, but for the upstream, the listening address
 * and the cache folder (a folder of its own, removed by `stop`), and waits until it answers.
 */
export async function startNginx(upstreamPort: number, listenPort: number): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const site = fs
    .readFileSync(CONF, 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('/var/cache/nginx/portal', path.join(dir, 'cache'));
  fs.writeFileSync(path.join(dir, 'portal.conf'), site);
  // `user root` lets a root run's workers write the cache folder; nginx ignores it for any other user
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `user root; worker_processes 1; pid ${dir}/nginx.pid; error_log stderr warn; events {}
     http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
            include ${dir}/portal.conf; }`,
  );
  const child = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const answers = () =>
    fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; i < 100; i += 1) {
    if (await answers()) return { url, process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('nginx did not answer');
}
