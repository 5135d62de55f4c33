import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { PRODUCTION_ENV } from '../test/production';

/** The OpenAPI pages are for developers: served outside production only (issue 7 item 14). */
describe('/api/docs', () => {
  it('is served in development and test', async () => {
    const app = await buildApp(testConfig(), { database: await freshDatabase() });
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not served in production', async () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      LOG_LEVEL: 'silent',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-')),
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp(config, { database: await freshDatabase() });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('openapi');
    }
    await app.close();
  });
});
