import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { refreshSearchViews } from '../apps/server/src/db/search-views';
import { seedSearch } from '../apps/server/src/db/seed/search';
import { mulberry32 } from '../apps/server/src/platform/seeded-random';
import { scaledDatabase, summary } from './search';

/**
 * Step 11's offerings search (GET /api/Application/offerings, issue 21 item 3, decision 064) at 100×
 * the portal's data on PostgreSQL: p50/p95/p99 per filter (none, district, district + sector, course)
 * for a candidate of each entry level (10th pass and graduate). Runs alone:
 * `DATABASE_URL=postgres://… node --import tsx bench/offerings.ts` (a scratch database is made and
 * dropped). Requests through `app.inject` (the whole route in-process, no socket). It prints numbers;
 * nothing here passes or fails.
 *
 * Environment: BENCH_OFFERINGS_SCALE (default 100), BENCH_OFFERINGS_REQUESTS (per kind, default 100).
 */

const SCALE = Number(process.env.BENCH_OFFERINGS_SCALE ?? 100);
const REQUESTS = Number(process.env.BENCH_OFFERINGS_REQUESTS ?? 100);

/** A verified candidate with one group S qualification (1 SSC, 5 Graduate), signed in: the cookie. */
async function candidate(db: Database['db'], qualificationType: number) {
  const tag = randomBytes(4).toString('hex');
  const rows = (await db.execute(sql`
    insert into users (profile_id, user_type_id, first_name, gender_code, dob, email, mobile, password_hash)
    values (${`B${tag}`}, 91, 'Bench', 'F', '2000-01-01', ${`${tag}@example.in`}, '9000000000', 'x')
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = Number(rows.rows[0]?.id);
  await db.execute(sql`insert into profile_items (user_id, section, data)
    values (${id}, 'qualification', ${JSON.stringify({ QualificationGroup: 'S', QualificationType: qualificationType })}::jsonb)`);
  await db.execute(sql`insert into profile_verifications (user_id, status, region_id, submitted_at, first_submitted_at)
    values (${id}, 'verified', 1, now(), now())`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into sessions (id, user_id) values (${createHash('sha256').update(token).digest('hex')}, ${id})`,
  );
  return `sid=${token}`;
}

export async function benchOfferings(databaseUrl: string) {
  const { database, dispose, seedSeconds } = await scaledDatabase('postgres', SCALE, databaseUrl, {
    label: 'offerings',
    seed: async (db) => {
      await seedSearch(db, SCALE);
      await refreshSearchViews(db, { concurrently: false });
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { database });
  try {
    const db = database.db;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    const offerings = await count(sql`select count(*)::int as n from institute_search`);
    const courses = await count(sql`select count(*)::int as n from courses`);
    const districts = (
      (await db.execute(sql`select id from districts`)) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    const candidates = { '10th pass': await candidate(db, 1), graduate: await candidate(db, 5) };
    const random = mulberry32(4243);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const kinds: Record<string, () => Record<string, number>> = {
      'no filter': () => ({ page: 1 + Math.floor(random() * 5) }),
      district: () => ({ DistrictID: pick(districts) }),
      'district + sector': () => ({ DistrictID: pick(districts), SectorID: 1 + Math.floor(random() * 38) }),
      course: () => ({ CourseID: 1 + Math.floor(random() * courses) }),
    };
    const search = async (cookie: string, params: Record<string, number>) => {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await app.inject({ url: `/api/Application/offerings?${query}`, headers: { cookie } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    // warm-up (plans, caches, JIT), not measured
    for (const cookie of Object.values(candidates))
      for (const make of Object.values(kinds)) for (let i = 0; i < 5; i += 1) await search(cookie, make());
    const rows = [];
    for (const [who, cookie] of Object.entries(candidates)) {
      for (const [kind, make] of Object.entries(kinds)) {
        const samples: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) samples.push(await search(cookie, make()));
        rows.push({ scale: `${SCALE}×`, candidate: who, query: kind, ...summary(samples) });
      }
    }
    console.log(
      `offerings search on PostgreSQL at ${SCALE}×: ${offerings} offerings, ${courses} courses; seeded in ${seedSeconds.toFixed(0)} s; load ${os.loadavg()[0]?.toFixed(2)}`,
    );
    console.table(rows);
  } finally {
    await app.close();
    await dispose();
  }
}

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!url) throw new Error('bench/offerings.ts needs DATABASE_URL (PostgreSQL)');
  await benchOfferings(url);
}
