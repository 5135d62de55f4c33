import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { BAD_INPUT_PER_MINUTE } from './input';

/** X-Forwarded-For is believed only as far as the configured proxies (issue 7 item 1). */
async function clientIpWith(trust: string, forwardedFor: string) {
  const app = await buildApp(testConfig({ TRUST_PROXY: trust }), { database: await freshDatabase() });
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/test/ip',
    remoteAddress: '192.0.2.10',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.json().ip;
}

describe('TRUST_PROXY', () => {
  it('1 = one proxy: the address it saw, not what the client wrote further left', async () => {
    // the client wrote 6.6.6.6; the load balancer (192.0.2.10) appended the real client 203.0.113.7
    expect(await clientIpWith('1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('1 = one proxy: a client varying the left-most address still meets its rate limit', async () => {
    const app = await buildApp(testConfig({ TRUST_PROXY: '1' }), { database: await freshDatabase() });
    const badLookup = (n: number) =>
      app.inject({
        url: '/Base/GetMasterDistrict?StateID=0',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': `6.6.${n % 250}.${n % 7}, 203.0.113.7` },
      });
    for (let n = 0; n < BAD_INPUT_PER_MINUTE; n++) expect((await badLookup(n)).statusCode).toBe(400);
    expect((await badLookup(BAD_INPUT_PER_MINUTE)).statusCode).toBe(429);
    await app.close();
  });

  it('0 = no proxy: the socket address, whatever the header says', async () => {
    expect(await clientIpWith('0', '6.6.6.6')).toBe('192.0.2.10');
  });

  it('a list of proxy addresses or CIDRs: only those are believed', async () => {
    expect(await clientIpWith('192.0.2.0/24', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIpWith('198.51.100.1', '6.6.6.6')).toBe('192.0.2.10');
  });

  it("refuses 'true' (trust any client's header) and nonsense", () => {
    for (const value of ['true', 'proxy.example', '10.0.0.0/abc']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});
