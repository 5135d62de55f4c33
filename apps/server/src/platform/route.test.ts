import type { Endpoint } from '@portal/shared/api';
import * as shared from '@portal/shared/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** Every endpoint of packages/shared/src/api, as `METHOD path` with Fastify's `:name` parameters. */
function sharedEndpoints(): string[] {
  const found: string[] = [];
  for (const value of Object.values(shared)) {
    if (!value || typeof value !== 'object') continue;
    for (const item of Object.values(value as Record<string, unknown>)) {
      const e = item as Partial<Endpoint>;
      if (e && typeof e.method === 'string' && typeof e.path === 'string') found.push(`${e.method} ${e.path}`);
    }
  }
  return found.sort();
}

describe('shared endpoint contracts (decision 030)', () => {
  const ctx = useTestApp();

  it('registers every endpoint defined in packages/shared, and no documented route that is not defined there', async () => {
    const { app } = ctx();
    const defined = sharedEndpoints();
    expect(defined.length).toBeGreaterThan(0);
    for (const line of defined) {
      const [method = '', url = ''] = line.split(' ');
      expect(app.hasRoute({ method: method as 'GET', url }), line).toBe(true);
    }
    // The OpenAPI document lists every route but the hidden ones (health, static files): each must come from a contract.
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const registered = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        // `{name}` is Fastify's `:name`; `{*}` its wildcard `*` (GET /files/*)
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*')}`),
      )
      .sort();
    expect(registered).toEqual(defined);
  });
});
