import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../test/app';

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
});
