import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_ENV } from '../apps/server/src/test/production';
import { waitFor } from './wait-for';

/**
 * Hostile input against a running portal (issue 17 items 1 and 2), as the attack sent it: malformed
 * %-escapes in query names (once ended the process), and 60 bodies nested 20,000 deep from one IP at
 * concurrency 4 (once 500 and ~0.8 s of main thread each) while /readyz is asked alongside.
 * `node --import tsx bench/hostile-input.ts`. It prints numbers; nothing here passes or fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = 3203;

function send(pathAndQuery: string, init: { method?: string; body?: string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathAndQuery,
        method: init.method ?? 'GET',
        headers: init.body ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    if (init.body) request.write(init.body);
    request.end();
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: path.join(os.tmpdir(), `portal-bench-hostile-${process.pid}`),
    ...PRODUCTION_ENV,
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited = false;
server.on('exit', () => {
  exited = true;
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  const malformed = ['/api/Help/faq?%E0=1', '/?%ZZ=1', '/api/Help/faq?a=1&%C3%28=2', '/api/Help/faq?%=1'];
  const answers = await Promise.all(malformed.map((url) => send(url)));
  await new Promise((r) => setTimeout(r, 11_000)); // the crash came 10 s after the request
  console.log(
    `malformed query names: answers ${answers.map((a) => a.status).join(', ')}; server ${exited ? 'EXITED' : 'still running'}`,
  );

  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepTimes: number[] = [];
  const deepStatuses = new Map<number, number>();
  const readyTimes: number[] = [];
  let done = false;
  const prober = (async () => {
    while (!done) {
      readyTimes.push((await send('/readyz')).ms);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < 60) {
        next += 1;
        const answer = await send('/api/OTP/send-otp', { method: 'POST', body: deep });
        deepTimes.push(answer.ms);
        deepStatuses.set(answer.status, (deepStatuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  done = true;
  await prober;
  console.log(
    `deep JSON (depth 20,000, 39 KB) ×60 at concurrency 4: answers ${JSON.stringify(Object.fromEntries(deepStatuses))}; ` +
      `p50 ${percentile(deepTimes, 50).toFixed(1)} ms, p95 ${percentile(deepTimes, 95).toFixed(1)} ms; ` +
      `/readyz alongside p50 ${percentile(readyTimes, 50).toFixed(1)} ms, max ${Math.max(...readyTimes).toFixed(1)} ms; load ${os.loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  server.kill();
}
