import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { mulberry32 as seeded } from '../platform/seeded-random';
import { testConfig, xhr } from './app';
import { freshDatabase } from './database';

/**
 * Generated bad input for every route of the OpenAPI document (issue 7 item 10): wrong types, integers
 * beyond int32, NUL bytes, JSON null and arrays as bodies, missing and very long fields, malformed
 * multipart; and (issue 17 items 1, 2) hostile query-parameter names, path segments, headers and deeply
 * nested bodies. Every answer must be a 4xx (or a success): never a 5xx, and the app keeps answering.
 * Logging is on (into a sink), as in production: a throwing log serializer once ended the process.
 * Deterministic (a seeded PRNG).
 */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const NASTY: unknown[] = [
  2147483648,
  -2147483649,
  9876543210,
  1e308,
  -1,
  0,
  1.5,
  'x\u0000y',
  '\u0000',
  '',
  'a'.repeat(5000),
  null,
  true,
  [],
  {},
  ['x'],
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '９９',
  '१२३',
];

function valueFor(schema: Schema | undefined, random: () => number): unknown {
  if (random() < 0.6) return NASTY[Math.floor(random() * NASTY.length)];
  if (schema?.enum?.length) return schema.enum[Math.floor(random() * schema.enum.length)];
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return Math.floor(random() * 100);
  if (type === 'boolean') return random() < 0.5;
  if (type === 'array') return Array.from({ length: Math.floor(random() * 3) }, () => valueFor(schema?.items, random));
  if (type === 'object') return bodyFor(schema, random);
  return 'abc';
}

function bodyFor(schema: Schema | undefined, random: () => number): unknown {
  const roll = random();
  if (roll < 0.08) return null;
  if (roll < 0.12) return [];
  if (roll < 0.15) return 'text';
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (random() < 0.8) out[name] = valueFor(property, random);
  }
  return out;
}

const queryString = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

/** Query-parameter names, path segments and headers no client of ours sends. */
const HOSTILE_NAMES = [
  '%E0',
  '%ZZ',
  '%',
  '%C3%28',
  '__proto__',
  'constructor',
  'a[b][c]',
  'x'.repeat(3000),
  '%E0%A4%A',
];
const HOSTILE_SEGMENTS = ['%E0', '%', '%ZZ', '%C3%28', '..%2F..%2Fetc', 'x'.repeat(3000), '%E0%A4', '%FF%FE'];
const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'accept-language': 'mr'.repeat(2000) },
  { 'accept-language': '%E0;q=x' },
  { cookie: 'sid=%E0%ZZ; __Host-sid=%' },
  { cookie: `sid=${'a'.repeat(4000)}` },
  { 'content-type': 'application/json; charset=utf-7' },
  { 'content-type': 'multipart/form-data; boundary=' },
  { 'content-type': 'text/x-nonsense' },
  { 'x-forwarded-for': 'not-an-ip, %E0, ::::' },
  { origin: 'http://%E0' },
  { origin: 'null' },
  { 'if-none-match': 'W/"%E0"' },
  { range: 'bytes=999999999-1' },
];

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('fuzzing every route from the OpenAPI document', () => {
  let app: App;
  beforeAll(async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database: await freshDatabase(), logStream: sink });
    await app.ready();
  });
  afterAll(() => app.close());
  const ctx = () => ({ app });
  const PER_ROUTE = 120;

  it('answers hostile query names, path segments, headers and nesting with a 4xx, never a 5xx', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const random = seeded(20261126);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
        const cases = [
          ...HOSTILE_NAMES.map((name) => ({ url: `${path}?${name}=1&${name}`, headers: {} })),
          ...HOSTILE_HEADERS.map((headers) => ({ url: path, headers })),
          ...(path.includes('{')
            ? HOSTILE_SEGMENTS.map((segment) => ({ url: path.replace(/\{[^}]+\}/g, segment), headers: {} }))
            : [{ url: `${path}/${pick(HOSTILE_SEGMENTS)}`, headers: {} }]),
        ];
        // a sample of the hostile cases per route keeps the run short; the seed varies which
        for (const { url, headers } of cases.filter(() => random() < 0.35)) {
          const deep = method !== 'get' && random() < 0.5;
          const response = await app.inject({
            remoteAddress: `10.1.${Math.floor(sent / 100) % 250}.${Math.floor(sent / 25000) + 1}`,
            method: method.toUpperCase() as 'GET',
            url: url.replace(/\{[^}]+\}/g, '1'),
            headers: { ...xhr, ...(deep ? { 'content-type': 'application/json' } : {}), ...headers },
            payload: deep ? deepJson(1000 + Math.floor(random() * 20_000)) : undefined,
          });
          sent += 1;
          if (response.statusCode >= 500)
            failures.push(`${method.toUpperCase()} ${url} ${JSON.stringify(headers)} → ${response.statusCode}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures.slice(0, 20)).toEqual([]);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 120_000);

  it('answers generated bad input with a 4xx, never a 5xx', async () => {
    const { app } = ctx();
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const random = seeded(20261124);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (let i = 0; i < PER_ROUTE; i++) {
          const query: Record<string, unknown> = {};
          let url = path;
          for (const parameter of operation.parameters ?? []) {
            const value = valueFor(parameter.schema, random);
            if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
            else if (parameter.in === 'query' && random() < 0.9) query[parameter.name] = value;
          }
          const qs = queryString(query);
          const content = operation.requestBody?.content ?? {};
          const isMultipart = 'multipart/form-data' in content;
          const body = isMultipart ? undefined : bodyFor(content['application/json']?.schema, random);
          const response = await app.inject({
            // a new address now and then: 400s count against an IP (platform/input.ts), and the point is validation
            remoteAddress: `10.0.${Math.floor(sent / 100) % 250}.${Math.floor(sent / 25000) + 1}`,
            method: method.toUpperCase() as 'GET',
            url: qs ? `${url}?${qs}` : url,
            headers: {
              ...xhr,
              ...(isMultipart
                ? { 'content-type': i % 2 ? 'multipart/form-data' : 'multipart/form-data; boundary=x' }
                : method === 'get'
                  ? {}
                  : { 'content-type': 'application/json' }),
            },
            payload: isMultipart
              ? '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'
              : method === 'get'
                ? undefined
                : JSON.stringify(body),
          });
          sent += 1;
          if (response.statusCode >= 500)
            failures.push(`${method.toUpperCase()} ${url}?${qs} → ${response.statusCode}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);
});
