import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentBlocks, notices, pages } from '../../db/schema';
import { useTestApp } from '../../test/app';

/** The footer's "last updated" (issue 23 item 13, GIGW): the day in India the public content last changed. */
describe('GET /api/Home/lastUpdated', () => {
  const now = new Date('2026-11-27T06:00:00Z');
  const ctx = useTestApp({}, { clock: { now: () => now } });
  const lastUpdated = async () => {
    const res = await ctx().app.inject({ url: '/api/Home/lastUpdated' });
    expect(res.statusCode).toBe(200);
    return res.json().Data.UpdatedOn as string | null;
  };
  const allAt = async (at: Date) => {
    const { db } = ctx().database;
    await db.update(notices).set({ updatedAt: at, publishAt: null });
    await db.update(contentBlocks).set({ updatedAt: at });
    await db.update(pages).set({ updatedAt: at });
  };

  it('is the latest change of a notice, a home block or an information page, as a day in India', async () => {
    const { db } = ctx().database;
    await allAt(new Date('2026-10-01T06:00:00Z'));
    expect(await lastUpdated()).toBe('2026-10-01');
    await db
      .update(pages)
      .set({ updatedAt: new Date('2026-11-02T06:00:00Z') })
      .where(eq(pages.slug, 'contact'));
    expect(await lastUpdated()).toBe('2026-11-02');
    const [block] = await db.select({ key: contentBlocks.key }).from(contentBlocks).limit(1);
    await db
      .update(contentBlocks)
      .set({ updatedAt: new Date('2026-11-25T19:00:00Z') })
      .where(eq(contentBlocks.key, block?.key ?? ''));
    // 19:00 UTC is 00:30 the next day in India
    expect(await lastUpdated()).toBe('2026-11-26');
  });

  it('leaves out a notice scheduled for later, and counts it once it is shown', async () => {
    const { db } = ctx().database;
    await allAt(new Date('2026-10-01T06:00:00Z'));
    const [notice] = await db.select({ id: notices.id }).from(notices).limit(1);
    const id = notice?.id ?? 0;
    await db
      .update(notices)
      .set({ updatedAt: new Date('2026-11-20T06:00:00Z'), publishAt: new Date('2026-11-28T00:00:00Z') })
      .where(eq(notices.id, id));
    expect(await lastUpdated()).toBe('2026-10-01');
    await db
      .update(notices)
      .set({ publishAt: new Date('2026-11-27T05:00:00Z') })
      .where(eq(notices.id, id));
    expect(await lastUpdated()).toBe('2026-11-20');
  });

  it('is null when there is no public content, and may be kept briefly by browsers', async () => {
    const { db } = ctx().database;
    await db.delete(notices);
    await db.delete(contentBlocks);
    await db.delete(pages);
    const res = await ctx().app.inject({ url: '/api/Home/lastUpdated' });
    expect(res.json()).toEqual({ Status: 'Success', Data: { UpdatedOn: null } });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=30/);
  });
});
