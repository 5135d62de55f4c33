import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { apiReference, type OpenApiDocument } from './api-reference';

/**
 * docs/api.md is what the endpoint contracts give (issue 18 item 6). `npm run docs:api` runs this file
 * with WRITE_API_REFERENCE=1, which writes the file instead of comparing.
 */
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');

describe('docs/api.md', () => {
  const ctx = useTestApp();

  it('is the reference the OpenAPI document of the running app gives (npm run docs:api)', async () => {
    const response = await ctx().app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const reference = apiReference(response.json() as OpenApiDocument);
    if (process.env.WRITE_API_REFERENCE === '1') fs.writeFileSync(file, reference);
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(committed, 'docs/api.md is stale: run npm run docs:api').toBe(reference);
    // every endpoint is in it, by method and path
    expect(reference).toContain('### `POST /api/Account/login`');
    expect(reference).toContain('### `GET /api/Menu/GetDefaultMenu`');
  });
});
