import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, statusOf, untilStatus } from './test/server-process';

/** The server as `npm run serve` runs it, on its own embedded database in `dataDir`. */
const startOn = async (dataDir: string) => startServer(await freePort(), { DATA_DIR: dataDir, DRAIN_SECONDS: '2' });

/**
 * The real server process (issue 19 items 6 and 7): a second process on the same embedded data folder is
 * refused with a clear message; SIGTERM drains (/readyz 503 while other requests are still served),
 * then the listener closes, the request in flight is answered and the process exits 0.
 */
describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on its data folder, and drains on SIGTERM', { timeout: 180_000 }, async () => {
    const first = await startOn(dataDir);
    const { port } = first;
    started.push(first.child);
    await untilStatus(port, '/readyz', 200, first.child);

    const second = await startOn(dataDir);
    started.push(second.child);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('PGlite cannot be shared');
    expect(second.output()).toContain('DATABASE_URL');
    expect(await statusOf(port, '/readyz')).toBe(200); // the first one is unharmed

    // a request in flight across the close: its body is half sent when SIGTERM comes
    const body = JSON.stringify({ UserPassword: 'not-yet-checked' });
    const inFlight = net.connect(port, '127.0.0.1');
    await once(inFlight, 'connect');
    let answer = '';
    inFlight.on('data', (d) => {
      answer += d;
    });
    inFlight.write(
      `POST /api/Account/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Requested-With: XMLHttpRequest\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );

    first.child.kill('SIGTERM');
    await untilStatus(port, '/readyz', 503, first.child);
    // still serving while the load balancer takes it out
    expect(await statusOf(port, '/healthz')).toBe(200);
    expect(await statusOf(port, '/api/Menu/GetDefaultMenu')).toBe(200);
    // after DRAIN_SECONDS the listener closes: no new connection, but the request in flight is answered
    while ((await statusOf(port, '/healthz')) !== 0) await sleep(100);
    inFlight.end(body.slice(5));
    await once(inFlight, 'close');
    // the whole body was read and validated (it lacks UserLoginID): an answer, not a dropped connection
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"field":"UserLoginID"');
    expect(await first.exited).toBe(0);
  });
});
