import { type Lang, placeNames } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { STORED_PROFILE_STEPS } from '../../db/profile-steps';

/**
 * The overview's counts: each one aggregate query (grouped in SQL, never rows in memory), scoped to
 * a region when `regionId` is set. A case's region is its own column (the district it is about); a
 * citizen's is the region of the district of their permanent address, once the address step is
 * saved (before that they are counted in every region's total only).
 */

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const permanentDistrict = placeNames('P').district;

/** Joins `users u` to the region of its permanent address (only users of region `regionId` stay). */
const citizensOf = (regionId: number | null) =>
  regionId === null
    ? sql``
    : sql`join profile_sections address on address.user_id = u.id and address.section = 'address'
          join districts home on home.id = case when address.data ->> ${permanentDistrict} ~ '^[0-9]{1,9}$'
            then (address.data ->> ${permanentDistrict})::integer end
          and home.region_id = ${regionId}`;

const casesOf = (regionId: number | null) => (regionId === null ? sql`true` : sql`c.region_id = ${regionId}`);

/** Accounts registered per day in India, for days starting at `from` and before `until` (days without any are absent). */
export function registrationsPerDay(db: Db, regionId: number | null, from: Date, until: Date) {
  return rowsOf<{ date: string; count: number }>(
    db,
    sql`select to_char((u.created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as date, count(*)::integer as count
        from users u ${citizensOf(regionId)}
        where u.created_at >= ${from} and u.created_at < ${until}
        group by 1`,
  );
}

/** Profiles by how many of the wizard's stored sections are saved: none, some, all. */
export function profilesByStatus(db: Db, regionId: number | null) {
  const sections = Object.keys(STORED_PROFILE_STEPS);
  const names = sql.join(
    sections.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<{ status: string; count: number }>(
    db,
    sql`with saved as (
          select user_id, count(distinct section)::integer as n from (
            select user_id, section from profile_sections where section in (${names})
            union all
            select user_id, section from profile_items where section in (${names})
          ) s group by user_id
        )
        select case when coalesce(saved.n, 0) = 0 then 'notStarted'
                    when saved.n >= ${sections.length} then 'complete'
                    else 'inProgress' end as status,
               count(*)::integer as count
        from users u ${citizensOf(regionId)} left join saved on saved.user_id = u.id
        group by 1`,
  );
}

export function casesByStatus(db: Db, regionId: number | null) {
  return rowsOf<{ status: string; count: number }>(
    db,
    sql`select c.status, count(*)::integer as count from cases c where ${casesOf(regionId)} group by c.status`,
  );
}

export function casesByDistrict(db: Db, regionId: number | null, lang: Lang) {
  const name = lang === 'mr' ? sql`d.name_mr` : sql`d.name_en`;
  return rowsOf<{ districtId: number | null; district: string | null; count: number }>(
    db,
    sql`select c.district_id as "districtId", ${name} as district, count(*)::integer as count
        from cases c left join districts d on d.id = c.district_id
        where ${casesOf(regionId)}
        group by c.district_id, ${name}
        order by count desc, ${name} nulls last`,
  );
}

/**
 * Cases decided (closed or rejected: `closed_at` is set, an appeal clears it), those decided on or
 * before their due day (`due_at` is 00:00 in India of that day), and the median of India's calendar
 * days from filing to decision.
 */
export async function decided(db: Db, regionId: number | null) {
  const [row] = await rowsOf<{ total: number; withinDeadline: number; median: number | null }>(
    db,
    sql`select count(*)::integer as total,
               (count(*) filter (where c.closed_at < c.due_at + interval '1 day'))::integer as "withinDeadline",
               percentile_cont(0.5) within group (order by
                 (c.closed_at at time zone 'Asia/Kolkata')::date - (c.created_at at time zone 'Asia/Kolkata')::date
               ) as median
        from cases c where c.closed_at is not null and ${casesOf(regionId)}`,
  );
  return { total: row?.total ?? 0, withinDeadline: row?.withinDeadline ?? 0, median: row?.median ?? null };
}
