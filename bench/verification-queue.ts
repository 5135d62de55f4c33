import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { mulberry32 } from '../apps/server/src/platform/seeded-random';
import { official, session } from './console-officials';
import { scaledDatabase, summary } from './search';

/**
 * The officers' verification queue (GET /api/console/verifications, issue 21 item 2, decision 063)
 * with 100,000 submitted profiles on PostgreSQL (and 20,000 more returned or verified, a tenth of the
 * verified asking for a change): p50/p95/p99 of the first page and of pages deep in the queue (by
 * keyset cursor), as an officer of one region and as an admin, with and without a region filter; the
 * change requests. Runs alone: `DATABASE_URL=postgres://… node --import tsx bench/verification-queue.ts`
 * (a scratch database is made and dropped). Requests through `app.inject`. It prints numbers; nothing
 * here passes or fails.
 *
 * Environment: BENCH_PROFILES (submitted, default 100000), BENCH_QUEUE_REQUESTS (per query kind, default 50).
 */

const SUBMITTED = Number(process.env.BENCH_PROFILES ?? 100_000);
const DECIDED = Math.round(SUBMITTED / 5);
const REQUESTS = Number(process.env.BENCH_QUEUE_REQUESTS ?? 50);

/** `submitted + decided` people (users rows) and their verification rows, a district's region each; one statement each. */
async function seedProfiles(db: Database['db'], submitted: number, decided: number) {
  const total = submitted + decided;
  await db.execute(sql`
    insert into users (profile_id, user_type_id, first_name, last_name, gender_code, dob, email, mobile, password_hash)
    select 'MH2026B' || lpad(g::text, 7, '0'), case when g % 10 = 0 then 95 else 91 end, 'Person', 'No ' || g, 'F',
           date '2000-01-01', 'p' || g || '@example.in', '9' || lpad((g * 7919 % 1000000000)::text, 9, '0'), 'x'
    from generate_series(1, ${total}) g
  `);
  await db.execute(sql`
    with d as (select distinct region_id, (dense_rank() over (order by region_id) - 1)::int as i from districts),
    n as (select count(*)::int as n from d),
    u as (select id, (row_number() over (order by id))::int as g from users where profile_id like 'MH2026B%')
    insert into profile_verifications (user_id, status, region_id, submitted_at, first_submitted_at, submissions,
                                       decided_at, decided_by, verify_count, reject_count, change_requested_at, change_reason)
    select u.id,
           case when u.g <= ${submitted} then 'submitted' when u.g % 2 = 0 then 'verified' else 'returned' end,
           d.region_id, t.at, t.at, 1 + u.g % 3,
           case when u.g > ${submitted} then t.at + interval '2 days' end,
           case when u.g > ${submitted} then 1 end, 0, 0,
           case when u.g > ${submitted} and u.g % 20 = 0 then t.at + interval '9 days' end,
           case when u.g > ${submitted} and u.g % 20 = 0 then 'Surname changed' end
    from u cross join n join d on d.i = u.g % n.n
    cross join lateral (select timestamptz '2026-04-01 10:00+05:30' + u.g * interval '3 minutes' as at) t
  `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function benchVerificationQueue(databaseUrl: string) {
  const { database, dispose, seedSeconds } = await scaledDatabase('postgres', 1, databaseUrl, {
    label: 'verification',
    seed: (db) => seedProfiles(db, SUBMITTED, DECIDED),
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { database, clock: { now: () => new Date('2026-10-01T12:00:00+05:30') } });
  try {
    const db = database.db;
    const region = 1;
    const cookies = {
      officer: await session(db, await official(db, 98, region)),
      admin: await session(db, await official(db, 99, null)),
    };
    // cursors deep in the queue: rows of the region (or of all) at random positions
    const cursor = (row: { at: Date | string; id: number }) => `${new Date(row.at).toISOString()}_${row.id}`;
    const regionRows = rowsOf<{ at: string; id: number }>(
      await db.execute(sql`select submitted_at as at, user_id as id from profile_verifications
        where status = 'submitted' and region_id = ${region} order by submitted_at, user_id`),
    );
    const allRows = rowsOf<{ at: string; id: number }>(
      await db.execute(sql`select submitted_at as at, user_id as id from profile_verifications
        where status = 'submitted' order by submitted_at, user_id`),
    );
    const random = mulberry32(20_27);
    const pickRow = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const regions = rowsOf<{ id: number }>(await db.execute(sql`select distinct region_id as id from districts`)).map(
      (r) => r.id,
    );

    type Kind = { who: keyof typeof cookies; path?: string; params: () => Record<string, string | number> };
    const kinds: Record<string, Kind> = {
      'officer: first page': { who: 'officer', params: () => ({}) },
      'officer: deep page (cursor)': { who: 'officer', params: () => ({ after: cursor(pickRow(regionRows)) }) },
      'officer: last page (cursor)': {
        who: 'officer',
        params: () => ({
          after: cursor(regionRows[regionRows.length - 1 - Math.floor(random() * 20)] ?? pickRow(regionRows)),
        }),
      },
      'officer: 100 a page, deep': {
        who: 'officer',
        params: () => ({ after: cursor(pickRow(regionRows)), pageSize: 100 }),
      },
      'admin: all regions, first page': { who: 'admin', params: () => ({}) },
      'admin: all regions, deep (cursor)': { who: 'admin', params: () => ({ after: cursor(pickRow(allRows)) }) },
      'admin: one region, deep (cursor)': {
        who: 'admin',
        params: () => {
          const row = pickRow(regionRows);
          return { regionId: region, after: cursor(row) };
        },
      },
      'admin: a region, first page': { who: 'admin', params: () => ({ regionId: pickRow(regions) }) },
      'officer: change requests': {
        who: 'officer',
        path: '/api/console/verifications/change-requests',
        params: () => ({}),
      },
      'admin: change requests': {
        who: 'admin',
        path: '/api/console/verifications/change-requests',
        params: () => ({}),
      },
    };
    const list = async (kind: Kind) => {
      const query = new URLSearchParams(Object.entries(kind.params()).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await app.inject({
        url: `${kind.path ?? '/api/console/verifications'}?${query}`,
        headers: { cookie: cookies[kind.who] },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    for (const kind of Object.values(kinds)) for (let i = 0; i < 3; i += 1) await list(kind);
    const rows = [];
    for (const [name, kind] of Object.entries(kinds)) {
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) samples.push(await list(kind));
      rows.push({ query: name, ...summary(samples) });
    }
    console.log(
      `\nVerification queue on PostgreSQL: ${SUBMITTED.toLocaleString('en-IN')} submitted profiles (${regionRows.length.toLocaleString('en-IN')} in region ${region}) and ${DECIDED.toLocaleString('en-IN')} decided, seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests per query, ms:`,
    );
    console.table(rows);
  } finally {
    await app.close();
    await dispose();
  }
}

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!url) throw new Error('bench/verification-queue.ts needs DATABASE_URL (PostgreSQL)');
  await benchVerificationQueue(url);
}
