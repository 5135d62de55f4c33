import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig, xhr } from '../test/app';
import { freshDatabase } from '../test/database';
import { BAD_INPUT_PER_MINUTE, MAX_JSON_DEPTH } from './input';
import { redactUrl } from './log';

/**
 * Second hardening (issue 17 items 1 and 2): a request the server cannot read is a 400, and nothing
 * that formats a log line may throw. Runs a real listener with logging on, as production does: the
 * crash was pino's request serializer throwing inside the response hook, which `inject` alone hides.
 */

/** A raw HTTP request: the URL is sent exactly as given (fetch would re-encode it). */
function raw(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    if (init.body) request.write(init.body);
    request.end();
  });
}

describe('one request cannot end the server', () => {
  let app: App;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database: await freshDatabase(), logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('never lets the log redaction throw on a malformed %-escape', () => {
    expect(() => redactUrl('/api/Help/faq?%E0=1')).not.toThrow();
    expect(() => redactUrl('/?%ZZ=1&mobileNo=9822011122')).not.toThrow();
    // a name it cannot decode is redacted (it might be a personal one), the others as before
    expect(redactUrl('/?%ZZ=1&mobileNo=9822011122&lang=mr')).toBe('/?%ZZ=[redacted]&mobileNo=[redacted]&lang=mr');
  });

  it.each([
    '/api/Help/faq?%E0=1',
    '/?%ZZ=1',
    '/api/Help/faq?lang=%E0',
    '/api/Help/faq?a=1&%C3%28=2',
    '/api/Pages/%E0%A4',
    '/api/Help/faq?%=1',
  ])('answers %s with a 4xx and keeps serving', async (path) => {
    const answer = await raw(port, path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const after = await raw(port, '/api/Help/faq?lang=en');
    expect(after.status).toBe(200);
    expect(app.server.listening).toBe(true);
  });

  it('answers a malformed escape in a query name or value as a 400 naming the address', async () => {
    const answer = await raw(port, '/api/Help/faq?%E0=1');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ field: 'url' }] });
  });

  it('refuses a deeply nested JSON body quickly with a 400 naming the body, on every JSON route', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const path of ['/api/Complaint/status', '/api/Account/login', '/api/OTP/send-otp']) {
      const answer = await raw(port, path, {
        method: 'POST',
        headers: { ...xhr, 'content-type': 'application/json' },
        body: deep,
      });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ errors: [{ field: 'body' }] });
    }
  });

  it('takes bodies up to the nesting limit and refuses one level more', async () => {
    const nest = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
    const send = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/OTP/send-otp',
        headers: { ...xhr, 'content-type': 'application/json' },
        payload: body,
        remoteAddress: '10.9.9.9',
      });
    const atLimit = await send(nest(MAX_JSON_DEPTH));
    // parsed, then refused by the route's schema: a different answer from the nesting refusal
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().errors?.[0]?.field).not.toBe('body');
    const over = await send(nest(MAX_JSON_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errors: [{ field: 'body' }] });
    // brackets inside strings are text, not nesting
    const text = await send(JSON.stringify({ mobileNumber: '['.repeat(500) }));
    expect(text.json().errors?.[0]?.field).not.toBe('body');
  });

  it('counts every bad-input answer, not only 400, toward the bad-input limit', async () => {
    const from = '10.7.7.7';
    // 415: a body type no route takes
    for (let i = 0; i < BAD_INPUT_PER_MINUTE; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/OTP/send-otp',
        headers: { ...xhr, 'content-type': 'text/x-nonsense' },
        payload: 'x',
        remoteAddress: from,
      });
      expect(answer.statusCode).toBe(415);
    }
    const blocked = await app.inject({ url: '/api/Help/faq?lang=en', remoteAddress: from });
    expect(blocked.statusCode).toBe(429);
  });

  it('no route declares a JSON body deeper than the nesting limit', () => {
    type Schema = {
      type?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      allOf?: Schema[];
      additionalProperties?: Schema;
    };
    const depth = (s: Schema | undefined): number => {
      if (!s || typeof s !== 'object') return 0;
      const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].map(depth);
      const own =
        s.properties || s.type === 'object'
          ? 1 + Math.max(0, ...Object.values(s.properties ?? {}).map(depth), depth(s.additionalProperties))
          : s.type === 'array'
            ? 1 + depth(s.items)
            : 0;
      return Math.max(own, ...alternatives);
    };
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    const depths = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => depth(operation.requestBody?.content?.['application/json']?.schema)),
    );
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...depths)).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });

  it('writes log lines for every hostile request without throwing', () => {
    expect(lines.join('')).toContain('%E0');
  });
});
