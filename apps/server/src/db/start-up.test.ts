import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUrl, freshDatabase } from '../test/database';
import { type Db, openDatabase } from './client';
import * as t from './schema';
import { seed } from './seed';

/** Every table the seed fills (reference data and demo content). */
const SEEDED = [
  'states',
  'regions',
  'districts',
  'talukas',
  'cities',
  'pincodes',
  'lookups',
  'menu_items',
  'notices',
  'content_blocks',
  'pages',
  'iti_admissions',
  'ifsc_branches',
  'office_visits',
  'faqs',
  'institutes_under_inquiry',
  'sectors',
  'course_categories',
  'entry_qualifications',
  'courses',
  'institutes',
  'institute_courses',
];

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of SEEDED) {
    const { rows } = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

describe('safe start-up (issue 19 item 1)', () => {
  it('a second seed adds nothing: every seeded row has a natural key', async () => {
    const database = await freshDatabase();
    const once = await rowCounts(database.db);
    expect(once.cities).toBeGreaterThan(10_000);
    await database.underStartupLock(() => seed(database.db, { seedDemo: true }));
    expect(await rowCounts(database.db)).toEqual(once);
    await database.close();
  });

  it('migration 0014 keeps the first of each seeded twice row and moves references to the kept city', async () => {
    const database = await freshDatabase();
    const { db } = database;
    const unique = [
      'cities_taluka_name_idx',
      'faqs_question_idx',
      'notices_demo_title_idx',
      'office_visits_demo_idx',
      'institutes_under_inquiry_demo_idx',
    ];
    await db.execute(sql.raw(`drop index ${unique.join(', ')}`));
    const before = await rowCounts(db);
    // what two processes seeding at once left: every city, FAQ and demo row twice
    await db.execute(sql`insert into cities (taluka_id, name_en, name_mr, pincode)
      select taluka_id, name_en, name_mr, pincode from cities order by id`);
    for (const table of ['faqs', 'notices', 'office_visits', 'institutes_under_inquiry']) {
      const columns = (await db.execute(
        sql`select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
            where table_name = ${table} and column_name <> 'id'`,
      )) as unknown as { rows: { list: string }[] };
      const list = columns.rows[0]?.list ?? '';
      await db.execute(sql.raw(`insert into ${table} (${list}) select ${list} from ${table} order by id`));
    }
    const [first] = await db.select().from(t.cities).orderBy(t.cities.id).limit(1);
    if (!first) throw new Error('no cities');
    const [twin] = await db
      .select()
      .from(t.cities)
      .where(
        sql`${t.cities.talukaId} = ${first.talukaId} and ${t.cities.nameEn} = ${first.nameEn} and ${t.cities.id} <> ${first.id}`,
      );
    if (!twin) throw new Error('no twin');
    await db.update(t.pincodes).set({ cityId: twin.id }).where(eq(t.pincodes.pincode, first.pincode));
    await db.insert(t.profileSections).values({
      userId: 1,
      section: 'address',
      data: { PermanentCityID: twin.id, PermanentAddress: 'Main road', CorrespondenceCityID: -2 },
    });

    const file = path.join(import.meta.dirname, 'migrations/0014_seed-natural-keys.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    expect(await rowCounts(db)).toEqual(before);
    const [pincode] = await db.select().from(t.pincodes).where(eq(t.pincodes.pincode, first.pincode));
    expect(pincode?.cityId).toBe(first.id);
    const [address] = await db.select().from(t.profileSections).where(eq(t.profileSections.userId, 1));
    expect(address?.data).toEqual({
      PermanentCityID: first.id,
      PermanentAddress: 'Main road',
      CorrespondenceCityID: -2,
    });
    await database.close();
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    '4 processes starting at once on one empty PostgreSQL database all start, each row once',
    async () => {
      const name = `portal_start_up_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase({ url: adminUrl(serverUrl ?? '') });
      await admin.db.execute(sql.raw(`create database ${name}`));
      try {
        const starts = await Promise.allSettled(
          Array.from({ length: 4 }, async () => {
            // what main.ts does, each with its own pool as a process would have
            const database = await openDatabase({ url: adminUrl(serverUrl ?? '', name) });
            try {
              await database.underStartupLock(async () => {
                await database.migrate();
                await seed(database.db, { seedDemo: true });
              });
              return await rowCounts(database.db);
            } finally {
              await database.close();
            }
          }),
        );
        expect(starts.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const single = await freshDatabase(); // a copy of the test template, seeded once
        const once = await rowCounts(single.db);
        await single.close();
        for (const start of starts) expect(start.status === 'fulfilled' && start.value).toEqual(once);
      } finally {
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      }
    },
  );
});
