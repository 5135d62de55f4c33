import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createUser, signIn } from '../test/factories';
import { hasNginx, type Nginx, startNginx } from '../test/nginx';

/**
 * The nginx configuration of docs/operations.md (`deploy/nginx/portal.conf`) in front of a listening
 * portal: public reads come from nginx's cache, and nothing personal is ever kept or handed to anyone
 * else. CI installs nginx (.ci/run); elsewhere the test is skipped without it.
 */
const nginx = hasNginx();
if (!nginx && process.env.CI) throw new Error('nginx is missing: CI installs it (.ci/run)');

describe.skipIf(!nginx)('the portal behind deploy/nginx/portal.conf', () => {
  // the request log says which address the portal took each request to come from
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const ctx = useTestApp({ TRUST_PROXY: '1', LOG_LEVEL: 'info' }, { logStream });
  let proxy: Nginx | undefined;

  beforeAll(async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const upstream = (ctx().app.server.address() as AddressInfo).port;
    proxy = await startNginx(upstream, 20000 + (process.pid % 20000));
  });
  afterAll(() => proxy?.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy?.url}${url}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('answers a public read from its cache after the first request, one copy per encoding', async () => {
    const url = '/api/ManageNotification/GetNotificationList?RegionID=1&NotificationCategoryID=1';
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const body = await first.text();
    const second = await get(url);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toBe(body);
    // a client that takes gzip only gets gzip, not the kept brotli copy
    const gzipOnly = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers.get('x-cache-status')).toBe('MISS');
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipOnly.text()).toBe(body);
  });

  it("never keeps a signed-in person's answer: each user gets their own, every time from the portal", async () => {
    const { db } = ctx().database;
    const asha = await createUser(db, { firstName: 'Asha' });
    const ravi = await createUser(db, { firstName: 'Ravi' });
    const cookies = { asha: (await signIn(db, asha.id)).cookie, ravi: (await signIn(db, ravi.id)).cookie };
    for (const url of ['/api/Account/session', '/api/Account/profileProgress']) {
      const answers: string[] = [];
      for (const who of ['asha', 'asha', 'ravi'] as const) {
        const res = await get(url, { cookie: cookies[who] });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('x-cache-status'), url).not.toBe('HIT');
        expect(res.headers.get('cache-control'), url).toBe('private, no-store');
        answers.push(await res.text());
      }
      if (url === '/api/Account/session') {
        expect(answers[0]).toContain(asha.profileId);
        expect(answers[2]).toContain(ravi.profileId);
        expect(answers[2]).not.toContain(asha.profileId);
      }
    }
  });

  it('sends the client address the portal trusts', async () => {
    // a client's own X-Forwarded-For is replaced, so it cannot pick the address its limits count against
    await get('/api/Account/session?from=spoofed', { 'x-forwarded-for': '203.0.113.9' });
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.req?.url === '/api/Account/session?from=spoofed');
    expect(line?.req.remoteAddress).toBe('127.0.0.1');
  });
});
