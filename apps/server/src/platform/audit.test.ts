import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { appJobs } from '../jobs';
import { useTestApp } from '../test/app';
import { audit, auditKeptFrom } from './audit';

/**
 * The audit log keeps an entry a year (India's days) and nobody removes or changes one but the
 * audit-purge job (issue 20 item 4). The app's clock is pinned at 23:59 on 31 March 2026 in India and
 * moved across midnight; the database's own clock is the real one, after both.
 */
describe('audit log retention and immutability', () => {
  let now = new Date('2026-03-31T18:29:00Z');
  const ctx = useTestApp({}, { clock: { now: () => now } });
  const db = () => ctx().database.db;
  const purge = () =>
    appJobs(ctx().app)
      .find((job) => job.name === 'audit-purge')
      ?.run();
  const write = (id: string, at: Date) =>
    audit(db(), { ip: '10.0.0.1' }, 'login.ok', { record: { type: 'case', id }, at });
  /** The trigger's refusal (SQLSTATE 42501), as drizzle passes it on in `cause`. */
  const refused = (work: Promise<unknown>) =>
    expect(work).rejects.toMatchObject({
      cause: { code: '42501', message: expect.stringMatching(/cannot be changed/) },
    });
  const kept = async (ids: string[]) =>
    (
      await db()
        .select({ id: auditEvents.recordId })
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'case'), sql`${auditEvents.recordId} in ${ids}`))
    )
      .map((r) => r.id)
      .sort();

  it('the purge job removes only entries of days more than a year before today in India, across midnight', async () => {
    const ids = ['a', 'b', 'c', 'd'];
    await write('a', new Date('2025-03-30T18:29:00Z')); // 23:59 on 30 March 2025 in India
    await write('b', new Date('2025-03-30T18:31:00Z')); // 00:01 on 31 March 2025
    await write('c', new Date('2025-03-31T18:29:00Z')); // 23:59 on 31 March 2025
    await write('d', new Date('2025-03-31T18:31:00Z')); // 00:01 on 1 April 2025
    await write('today', now);

    // 23:59 on 31 March 2026 in India: 31 March 2025 is within the year
    await purge();
    expect(await kept([...ids, 'today'])).toEqual(['b', 'c', 'd', 'today']);

    // two minutes later it is 1 April in India (still 31 March in UTC): 31 March 2025 goes
    now = new Date('2026-03-31T18:31:00Z');
    await purge();
    expect(await kept([...ids, 'today'])).toEqual(['d', 'today']);
  });

  it('keeps from midnight in India a year before today, 29 February counting as 28', () => {
    expect(auditKeptFrom(new Date('2026-03-31T18:31:00Z')).toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(auditKeptFrom(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2027-02-27T18:30:00.000Z');
  });

  it('the database refuses to change, delete or truncate an entry', async () => {
    await write('kept', new Date('2020-01-01T00:00:00Z'));
    const row = sql`${auditEvents.recordType} = 'case' and ${auditEvents.recordId} = 'kept'`;
    await refused(db().execute(sql`update ${auditEvents} set ip = '10.9.9.9' where ${row}`));
    await refused(db().delete(auditEvents).where(row));
    await refused(db().execute(sql`truncate ${auditEvents}`));
    expect(await kept(['kept'])).toEqual(['kept']);
  });

  it("refuses even the purge's own delete of an entry of the last year, by the database's clock", async () => {
    await write('recent', new Date());
    await write('old', new Date('2020-01-01T00:00:00Z'));
    const deleteWithCutoff = (cutoff: Date, id: string) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.audit_purge_before', ${cutoff.toISOString()}, true)`);
        await tx.execute(sql`delete from ${auditEvents} where record_type = 'case' and record_id = ${id}`);
      });
    // a cutoff of tomorrow would take today's entries
    await refused(deleteWithCutoff(new Date(Date.now() + 86_400_000), 'recent'));
    // a cutoff less than a year ago is refused whatever the row's age
    await refused(deleteWithCutoff(new Date(Date.now() - 180 * 86_400_000), 'old'));
    expect(await kept(['old', 'recent'])).toEqual(['old', 'recent']);
  });
});
