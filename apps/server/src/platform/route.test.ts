import type { Endpoint } from '@portal/shared/api';
import * as shared from '@portal/shared/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** Every endpoint of packages/shared/src/api (nested: profileApi.<section>.<role>.<op>), as `METHOD path`. */
function sharedEndpoints(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const e = value as Partial<Endpoint>;
    if (typeof e.method === 'string' && typeof e.path === 'string') found.push(`${e.method} ${e.path}`);
    else for (const item of Object.values(value)) walk(item);
  };
  for (const value of Object.values(shared)) walk(value);
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
