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
 * The console's case inbox (GET /api/console/cases, issue 20, decision 057) with 100,000 cases on
 * PostgreSQL: p50/p95/p99 of filters, sorts and deep pages, as an officer of one region and as an admin.
 * Runs alone: `DATABASE_URL=postgres://… node --import tsx bench/case-inbox.ts` (a scratch database is
 * made and dropped). Requests through `app.inject` (the whole route in-process, no socket). It prints
 * numbers; nothing here passes or fails.
 *
 * Environment: BENCH_CASES (default 100000), BENCH_CASE_REQUESTS (per query kind, default 50).
 */

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_CASE_REQUESTS ?? 50);
const STATUSES = [
  'received',
  'underReview',
  'infoRequested',
  'underInquiry',
  'findingsRecorded',
  'closed',
  'rejected',
  'appealed',
];

/**
 * `count` cases over a year and a half, two complaints (with a district, its region and an institute)
 * for each grievance (none), statuses in turn, a few escalated and appealed; one statement.
 */
async function seedCases(db: Database['db'], count: number) {
  await db.execute(sql`
    with d as (
      select id, region_id, (row_number() over (order by id) - 1)::int as i, count(*) over ()::int as n
      from districts
    )
    insert into cases (kind, number, status, mobile, lang, data, created_at, updated_at, due_at,
                       district_id, region_id, institute, escalated_at, appealed_at)
    select
      case when g % 3 = 0 then 'grievance' else 'complaint' end,
      case when g % 3 = 0 then 'GRV' else 'CMP' end || '-2026-' || lpad(g::text, 6, '0'),
      (${sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`)})[1 + g % 8],
      '9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
      'en', '{}'::jsonb, t.filed, t.filed,
      t.filed + case when g % 3 = 0 then interval '21 days' else interval '30 days' end,
      case when g % 3 = 0 then null else d.id end,
      case when g % 3 = 0 then null else d.region_id end,
      case when g % 3 = 0 then null else 'Institute of Skills ' || (g % 5000) end,
      case when g % 17 = 0 then t.filed + interval '40 days' end,
      case when g % 29 = 0 then t.filed + interval '35 days' end
    from generate_series(1, ${count}) g
    join d on d.i = g % d.n
    cross join lateral (select timestamptz '2025-07-01 10:00+05:30' + g * interval '7 minutes' as filed) t
  `);
}

export async function benchCaseInbox(databaseUrl: string) {
  const { database, dispose, seedSeconds } = await scaledDatabase('postgres', 1, databaseUrl, {
    label: 'cases',
    seed: (db) => seedCases(db, CASES),
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { database, clock: { now: () => new Date('2026-10-01T12:00:00+05:30') } });
  try {
    const db = database.db;
    const region = 1;
    const officer = await official(db, 98, region);
    const admin = await official(db, 99, null);
    const districtIds = (
      (await db.execute(sql`select id from districts where region_id = ${region}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => r.id);
    const regionCases = Number(
      (
        (await db.execute(sql`select count(*)::int as n from cases where region_id = ${region}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
    const cookies = { officer: await session(db, officer), admin: await session(db, admin) };
    const random = mulberry32(20_26);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

    type Kind = { who: keyof typeof cookies; params: () => Record<string, string | number> };
    const kinds: Record<string, Kind> = {
      'officer: by due date, page 1–5': { who: 'officer', params: () => ({ page: 1 + Math.floor(random() * 5) }) },
      'officer: status': { who: 'officer', params: () => ({ status: pick(STATUSES) }) },
      'officer: district': { who: 'officer', params: () => ({ districtId: pick(districtIds) }) },
      'officer: overdue, newest filed': { who: 'officer', params: () => ({ overdue: 'true', sort: '-filed' }) },
      'officer: institute text': {
        who: 'officer',
        params: () => ({ institute: `skills ${Math.floor(random() * 5000)}` }),
      },
      'officer: last pages': {
        who: 'officer',
        params: () => ({ page: lastPage(regionCases, 25) - Math.floor(random() * 3) }),
      },
      'admin: all by due date': { who: 'admin', params: () => ({ page: 1 + Math.floor(random() * 5) }) },
      'admin: kind + status, by number': {
        who: 'admin',
        params: () => ({ kind: pick(['complaint', 'grievance']), status: pick(STATUSES), sort: '-number' }),
      },
      'admin: escalated': { who: 'admin', params: () => ({ flag: 'escalated' }) },
      'admin: page 4,000 of 25 (deepest)': {
        who: 'admin',
        params: () => ({ page: lastPage(CASES, 25) - Math.floor(random() * 3) }),
      },
      'admin: page 1,000 of 100, newest filed': {
        who: 'admin',
        params: () => ({ page: 1000, pageSize: 100, sort: '-filed' }),
      },
    };
    const list = async (kind: Kind) => {
      const query = new URLSearchParams(Object.entries(kind.params()).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await app.inject({ url: `/api/console/cases?${query}`, headers: { cookie: cookies[kind.who] } });
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
    const started = performance.now();
    const csv = await app.inject({ url: '/api/console/cases.csv', headers: { cookie: cookies.officer } });
    const csvSeconds = (performance.now() - started) / 1000;
    console.log(
      `\nCase inbox on PostgreSQL: ${CASES.toLocaleString('en-IN')} cases (${regionCases.toLocaleString('en-IN')} in region ${region}), seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests per query, ms:`,
    );
    console.table(rows);
    console.log(
      `CSV of region ${region}: ${csv.body.split('\r\n').length - 2} rows, ${(csv.rawPayload.length / 1e6).toFixed(1)} MB in ${csvSeconds.toFixed(2)} s`,
    );
  } finally {
    await app.close();
    await dispose();
  }
}

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!url) throw new Error('bench/case-inbox.ts needs DATABASE_URL (PostgreSQL)');
  await benchCaseInbox(url);
}
