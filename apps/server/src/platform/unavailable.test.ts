import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../test/app';
import { adminUrl } from '../test/database';

/**
 * A database that cannot be reached (a restart, a failover): every request that needs it answers 503
 * with Retry-After, not 500, and the client may try again (issue 7 item 18).
 */
describe('database unavailable', () => {
  it('answers 503 with Retry-After on /readyz and on the API', async () => {
    // nothing listens on port 9: every connection is refused, as during a PostgreSQL restart
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:9/portal' });
    const app = await buildApp(testConfig(), { database });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    for (const url of ['/api/Home/content', '/api/Menu/GetDefaultMenu', '/Base/GetMasterDistrict?StateID=27']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json().MessageKey).toBe('common.serviceUnavailable');
    }
    await app.close();
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)('a restart drops open connections: 503 meanwhile, ready again without a restart', async () => {
    // a TCP relay to PostgreSQL that can drop every connection and refuse new ones, as a restart does
    const target = new URL(serverUrl ?? '');
    const open = new Set<net.Socket>();
    let up = true;
    const relay = net.createServer((client) => {
      if (!up) return client.destroy();
      const server = net.connect(Number(target.port || 5432), target.hostname);
      for (const [a, b] of [
        [client, server],
        [server, client],
      ] as const) {
        open.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          open.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const url = new URL(adminUrl(serverUrl ?? ''));
    url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const app = await buildApp(testConfig(), { database: await openDatabase({ url: url.toString() }) });

    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    up = false;
    for (const socket of open) socket.destroy();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const api = await app.inject({ url: '/api/Menu/GetDefaultMenu' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    up = true;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await app.close();
    await new Promise((resolve) => relay.close(resolve));
  });
});
