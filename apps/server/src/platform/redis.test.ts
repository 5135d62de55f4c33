import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { testIp } from '../test/factories';
import { BAD_INPUT_PER_MINUTE } from './input';

/**
 * Redis as a dependency (issue 19 item 5): a Redis that is down or hangs makes /readyz answer 503 and a
 * request that needs it 503 with Retry-After at once, never a 35 s hang or a 500. With a real Redis
 * (TEST_REDIS_URL) the limits are shared by every process under REDIS_KEY_PREFIX.
 */
describe('Redis unavailable', () => {
  const databases: Database[] = [];
  afterAll(async () => {
    for (const database of databases) await database.close();
  });
  const appWithRedis = async (redisUrl: string, extra: Record<string, string> = {}) => {
    const database = await freshDatabase();
    databases.push(database);
    return buildApp(testConfig({ REDIS_URL: redisUrl, ...extra }), { database, closeDatabase: false });
  };

  /** Nothing listens on the port (a stopped Redis), or a server accepts and never answers (a hung one). */
  const scenarios: [string, () => Promise<{ url: string; close: () => Promise<void> }>][] = [
    [
      'refused',
      async () => {
        const probe = net.createServer();
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as net.AddressInfo;
        await new Promise((resolve) => probe.close(resolve));
        return { url: `redis://127.0.0.1:${port}`, close: async () => {} };
      },
    ],
    [
      'silent',
      async () => {
        const sockets = new Set<net.Socket>();
        const silent = net.createServer((socket) => {
          sockets.add(socket);
          socket.on('error', () => {});
        });
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
        const { port } = silent.address() as net.AddressInfo;
        return {
          url: `redis://127.0.0.1:${port}`,
          close: async () => {
            for (const socket of sockets) socket.destroy();
            await new Promise((resolve) => silent.close(resolve));
          },
        };
      },
    ],
  ];
  for (const [kind, start] of scenarios) {
    it(`${kind}: /readyz and a rate-limited request answer 503 with Retry-After; pages without limits still answer`, async () => {
      const redis = await start();
      const app = await appWithRedis(redis.url);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      const captcha = await app.inject({ url: '/api/Captcha', remoteAddress: testIp() });
      expect(captcha.statusCode).toBe(503);
      expect(captcha.headers['retry-after']).toBe('5');
      expect(captcha.json().MessageKey).toBe('common.serviceUnavailable');
      // the bad-input budget lets requests through when its store cannot answer (decision 050)
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/Menu/GetDefaultMenu' })).statusCode).toBe(200);
      await app.close();
      await redis.close();
    });
  }

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'up: /readyz 200; keys under REDIS_KEY_PREFIX; the bad-input budget shared by two processes',
    async () => {
      const prefix = `test-${randomBytes(4).toString('hex')}:`;
      const a = await appWithRedis(redisUrl ?? '', { REDIS_KEY_PREFIX: prefix });
      const b = await appWithRedis(redisUrl ?? '', { REDIS_KEY_PREFIX: prefix });
      expect((await a.inject({ url: '/readyz' })).statusCode).toBe(200);

      const ip = testIp();
      expect((await a.inject({ url: '/api/Captcha', remoteAddress: ip })).statusCode).toBe(200);
      for (let i = 0; i < BAD_INPUT_PER_MINUTE; i++) {
        expect((await a.inject({ url: '/api/Pages/%00', remoteAddress: ip })).statusCode).toBe(400);
      }
      // the other process refuses the same IP: the count is in Redis, not in process A
      const refused = await b.inject({ url: '/api/Menu/GetDefaultMenu', remoteAddress: ip });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const client = new Redis(redisUrl ?? '');
      const keys = (await client.keys(`${prefix}*`)).sort();
      expect(keys).toEqual([`${prefix}rate-limit:bad-input:${ip}`, `${prefix}rate-limit:captcha-ip:${ip}`]);
      await client.del(...keys);
      client.disconnect();
      await a.close();
      await b.close();
    },
  );
});
