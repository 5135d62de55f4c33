import {
  addDays,
  CASE_STATUSES,
  type Lang,
  OVERVIEW_DAYS,
  type Overview,
  PROFILE_STATUSES,
  startOfDayInIndia,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Counts by their key (a day, a status), read back with 0 for a key no row has. */
function counts<R extends { count: number }>(rows: R[], key: (row: R) => string) {
  const map = new Map(rows.map((row) => [key(row), row.count]));
  return (k: string) => map.get(k) ?? 0;
}

/**
 * The overview at `now` for `regionId` (null: every region). Every list has every day and status,
 * zeros included, so a chart and its table always have the same rows.
 */
export async function overview(db: Db, regionId: number | null, lang: Lang, now: Date): Promise<Overview> {
  const today = todayInIndia(now);
  const first = addDays(today, 1 - OVERVIEW_DAYS);
  const [registered, profiles, byStatus, byDistrict, decided] = await Promise.all([
    repo.registrationsPerDay(db, regionId, startOfDayInIndia(first), startOfDayInIndia(addDays(today, 1))),
    repo.profilesByStatus(db, regionId),
    repo.casesByStatus(db, regionId),
    repo.casesByDistrict(db, regionId, lang),
    repo.decided(db, regionId),
  ]);
  const onDay = counts(registered, (r) => r.date);
  const withProfileStatus = counts(profiles, (r) => r.status);
  const withCaseStatus = counts(byStatus, (r) => r.status);
  return {
    regionId,
    registrations: Array.from({ length: OVERVIEW_DAYS }, (_, i) => addDays(first, i)).map((date) => ({
      date,
      count: onDay(date),
    })),
    profiles: PROFILE_STATUSES.map((status) => ({ status, count: withProfileStatus(status) })),
    casesByStatus: CASE_STATUSES.map((status) => ({ status, count: withCaseStatus(status) })),
    casesByDistrict: byDistrict,
    decided: { total: decided.total, withinDeadline: decided.withinDeadline },
    medianDaysToClose: decided.median === null ? null : Math.round(Number(decided.median) * 10) / 10,
  };
}
