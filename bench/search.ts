import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { seedReference } from '../apps/server/src/db/seed';
import { seedSearch } from '../apps/server/src/db/seed/search';
import { mulberry32 } from '../apps/server/src/platform/seeded-random';

/**
 * Institute search latency at 1×, 10× and 100× the portal's data (2 276 institutes, 862 courses,
 * ~11 000 offerings at 1×), on PGlite and, when a URL is given, on PostgreSQL. Each scale gets a
 * fresh database (a temporary PGlite folder, or a temporary PostgreSQL database dropped after),
 * seeded with the reference data and seedSearch(db, scale).
 *
 * How: sequential requests through Fastify's `app.inject` — the whole route (validation, SQL,
 * response schema, JSON) in-process, without a socket, so the numbers are the server's own cost.
 * The mix: no filter, district, district + sector, institute-code prefix, one course, sorted by
 * institute name, and the last page; parameters vary per request from a seeded PRNG.
 * It prints numbers; nothing here passes or fails.
 *
 * Environment: BENCH_SEARCH_SCALES (default 1,10,100), BENCH_SEARCH_PGLITE_MAX_SCALE (default 10:
 * PGlite, single-threaded WebAssembly, takes many minutes to seed 100×), BENCH_SEARCH_REQUESTS
 * (per query kind, default 100).
 */

type Engine = 'pglite' | 'postgres';
type Sample = { kind: string; ms: number };
type Params = Record<string, string | number>;

const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 100);
const SCALES = (process.env.BENCH_SEARCH_SCALES ?? '1,10,100').split(',').map(Number);
const PGLITE_MAX_SCALE = Number(process.env.BENCH_SEARCH_PGLITE_MAX_SCALE ?? 10);

function adminUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A migrated, seeded database of one scale, and how to get rid of it; `seed` adds the scenario's rows
 * after the reference data (the institutes and courses of `scale` unless given), `label` names it.
 */
export async function scaledDatabase(
  engine: Engine,
  scale: number,
  databaseUrl?: string,
  { label = 'search', seed = (db: Database['db']) => seedSearch(db, scale) } = {},
) {
  let database: Database;
  let dispose: () => Promise<void>;
  if (engine === 'postgres' && databaseUrl) {
    const name = `bench_${label}_${scale}x_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(databaseUrl, 'postgres') });
    await admin.db.execute(sql.raw(`create database ${name}`));
    database = await openDatabase({ url: adminUrl(databaseUrl, name) });
    dispose = async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-${scale}x-`));
    database = await openDatabase({ dataDir: dir });
    dispose = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const started = performance.now();
  await database.migrate();
  await seedReference(database.db);
  await seed(database.db);
  // Steady state, as a running portal would be: statistics and visibility maps of every table,
  // so that autovacuum does not start on the fresh tables in the middle of the measurement.
  await database.db.execute(sql`vacuum analyze`);
  return { database, dispose, seedSeconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** The garbage collector as a function (node's --expose-gc, switched on at run time). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The whole unfiltered CSV over a real socket, read and dropped by the client as it arrives: the
 * server streams keyset chunks, so the heap grows by a few chunks, not by the file.
 */
async function csvOverSocket(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // Live heap: collected every 250 ms while the file streams, so garbage the collector would free
  // anyway does not count; what remains is what the export holds on to.
  const gc = collector();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    gc();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 250);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/Institute/Search.csv`, {
    headers: { 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  let lines = 0;
  if (!res.body) throw new Error('CSV without a body');
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  // Lines minus the header row.
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000, heapGrowth: heapPeak - heapBefore };
}

async function measureScale(engine: Engine, scale: number, databaseUrl?: string) {
  const { database, dispose, seedSeconds } = await scaledDatabase(engine, scale, databaseUrl);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { database });
  try {
    const db = database.db;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
    const { offerings } = await one<{ offerings: number }>(
      sql`select count(*)::integer as offerings from institute_courses`,
    );
    const { courses } = await one<{ courses: number }>(sql`select count(*)::integer as courses from courses`);
    const { institutes } = await one<{ institutes: number }>(
      sql`select count(*)::integer as institutes from institutes`,
    );
    const districts = (
      (await db.execute(sql`select id from districts`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);

    const search = async (params: Params) => {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await app.inject({ url: `/api/Institute/Search?${query}` });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      return { ms, body: res.json() as { Total: number; Data: { InstituteCode: string }[] } };
    };
    const random = mulberry32(scale * 7919);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const { body: all } = await search({});
    const lastPage = Math.ceil(all.Total / 20);
    const codes = (
      (await db.execute(sql`select code from institutes order by md5(code) limit 200`)) as unknown as {
        rows: { code: string }[];
      }
    ).rows.map((r) => r.code);

    const kinds: Record<string, () => Params> = {
      'no filter': () => ({ page: 1 + Math.floor(random() * 3) }),
      district: () => ({ DistrictID: pick(districts) }),
      'district + sector': () => ({ DistrictID: pick(districts), SectorID: 1 + Math.floor(random() * 38) }),
      'code prefix': () => ({ InstituteCode: pick(codes).slice(0, 6).toLowerCase() }),
      course: () => ({ CourseID: 1 + Math.floor(random() * courses) }),
      'sorted by name': () => ({
        sort: random() < 0.5 ? 'InstituteName' : '-InstituteName',
        page: 1 + Math.floor(random() * 5),
      }),
      'last page': () => ({ page: lastPage - Math.floor(random() * 3) }),
    };
    // Warm-up: caches, JIT, prepared plans; not measured.
    for (const make of Object.values(kinds)) for (let i = 0; i < 5; i += 1) await search(make());
    const samples: Sample[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      for (const [kind, make] of Object.entries(kinds)) samples.push({ kind, ms: (await search(make())).ms });
    }

    const csv = await csvOverSocket(app);
    const rows = Object.keys(kinds).map((kind) => ({
      engine,
      scale: `${scale}×`,
      query: kind,
      ...summary(samples.filter((s) => s.kind === kind).map((s) => s.ms)),
    }));
    rows.push({ engine, scale: `${scale}×`, query: 'all (mix)', ...summary(samples.map((s) => s.ms)) });
    return {
      rows,
      facts: {
        engine,
        scale: `${scale}×`,
        institutes,
        courses,
        offerings,
        'seed s': Math.round(seedSeconds * 10) / 10,
        'CSV rows': csv.rows,
        'CSV s': Math.round(csv.seconds * 10) / 10,
        'CSV MB': Math.round(csv.bytes / 1024 / 1024),
        'live heap growth MB': Math.round(csv.heapGrowth / 1024 / 1024),
        'load avg': os.loadavg()[0]?.toFixed(1),
      },
    };
  } finally {
    await app.close();
    await dispose();
  }
}

export async function benchSearch(options: { databaseUrl?: string } = {}) {
  const engines: Engine[] = options.databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const latency: Awaited<ReturnType<typeof measureScale>>['rows'] = [];
  const facts: Awaited<ReturnType<typeof measureScale>>['facts'][] = [];
  const skipped: string[] = [];
  for (const engine of engines) {
    for (const scale of SCALES) {
      if (engine === 'pglite' && scale > PGLITE_MAX_SCALE) {
        skipped.push(`pglite ${scale}× (above BENCH_SEARCH_PGLITE_MAX_SCALE=${PGLITE_MAX_SCALE})`);
        continue;
      }
      console.log(`search bench: ${engine} ${scale}× …`);
      const result = await measureScale(engine, scale, options.databaseUrl);
      latency.push(...result.rows);
      facts.push(result.facts);
    }
  }
  console.log(
    `\nInstitute search latency, ms (sequential app.inject, ${REQUESTS} requests per query kind; target p95 ≤ 50 ms at 100× on PostgreSQL)`,
  );
  console.table(latency);
  console.log('\nData, seeding and a full CSV export per scale');
  console.table(facts);
  if (skipped.length > 0) console.log(`Not measured: ${skipped.join('; ')}`);
  if (!options.databaseUrl) console.log('PostgreSQL not measured: set DATABASE_URL or TEST_DATABASE_URL.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await benchSearch({ databaseUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
}
