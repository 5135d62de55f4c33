import { addDays } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { DEMO_NOTICE_NEW_DAYS, seedContent } from '../../db/seed/content';
import type { Clock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { NEW_FOR_DAYS } from './service';

type Notice = {
  NotificationID: number;
  NotificationTitle: string;
  TextContent: string;
  FileContentURL: string | null;
  DisplayNewImage: 0 | 1;
};
const list = (url: string) => `/api/ManageNotification/GetNotificationList?${url}`;

/** 20 March 2026 in India: two days after the newest seeded important notice. */
let now = new Date('2026-03-20T06:00:00Z');
const clock: Clock = { now: () => now };

describe('notices', () => {
  const ctx = useTestApp({}, { clock });

  it('lists notices of each of the 7 categories', async () => {
    for (let category = 1; category <= 7; category += 1) {
      const res = await ctx().app.inject({ url: list(`RegionID=1&NotificationCategoryID=${category}`) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { Status: string; Data: Notice[] };
      expect(body.Status).toBe('Success');
      expect(body.Data.length).toBeGreaterThan(0);
    }
  });

  it('has more than 5 important notices, some New! in the days after they were published, some with files', async () => {
    const res = await ctx().app.inject({ url: list('RegionID=1&NotificationCategoryID=1') });
    const data = res.json().Data as Notice[];
    expect(data.length).toBeGreaterThan(5);
    expect(data.some((n) => n.DisplayNewImage === 1)).toBe(true);
    expect(data.some((n) => n.FileContentURL)).toBe(true);
  });

  it(`shows no seeded notice as New! once ${DEMO_NOTICE_NEW_DAYS} days have passed (issue 23 item 13)`, async () => {
    now = new Date('2026-11-27T06:00:00Z');
    try {
      for (let category = 1; category <= 7; category += 1) {
        const res = await ctx().app.inject({ url: list(`RegionID=1&NotificationCategoryID=${category}`) });
        expect((res.json().Data as Notice[]).filter((n) => n.DisplayNewImage === 1)).toEqual([]);
      }
    } finally {
      now = new Date('2026-03-20T06:00:00Z');
    }
  });

  it('ends the New! of a demo notice seeded before the mark had an end, on the next start', async () => {
    const { db } = ctx().database;
    const [notice] = await db.select().from(notices).where(eq(notices.isNew, true)).limit(1);
    if (!notice) throw new Error('no seeded New! notice');
    await db.update(notices).set({ newUntil: null }).where(eq(notices.id, notice.id));
    await seedContent(db);
    const [after] = await db.select().from(notices).where(eq(notices.id, notice.id));
    expect(after?.newUntil).toBe(addDays(notice.publishedOn, DEMO_NOTICE_NEW_DAYS));
  });

  it(`computes New! from the notice's day and the clock: without an end day, ${NEW_FOR_DAYS} days after publishing`, async () => {
    const { db } = ctx().database;
    const [row] = await db
      .insert(notices)
      .values({
        regionId: 1,
        categoryId: 1,
        titleEn: 'New without an end day',
        titleMr: 'शेवटच्या दिवसाशिवाय नवीन',
        htmlEn: '<p>x</p>',
        htmlMr: '<p>x</p>',
        isNew: true,
        newUntil: null,
        publishedOn: '2026-03-01',
      })
      .returning({ id: notices.id });
    const shown = async (day: string) => {
      now = new Date(`${day}T06:00:00Z`);
      const res = await ctx().app.inject({ url: list('RegionID=1&NotificationCategoryID=1') });
      return (res.json().Data as Notice[]).find((n) => n.NotificationID === row?.id)?.DisplayNewImage;
    };
    try {
      expect(await shown('2026-03-01')).toBe(1);
      expect(await shown(addDays('2026-03-01', NEW_FOR_DAYS))).toBe(1);
      expect(await shown(addDays('2026-03-01', NEW_FOR_DAYS + 1))).toBe(0);
    } finally {
      now = new Date('2026-03-20T06:00:00Z');
      if (row) await db.delete(notices).where(eq(notices.id, row.id));
    }
  });

  it('never lets a script or event handler in TextContent reach a page', async () => {
    for (const lang of ['en', 'mr']) {
      for (let category = 1; category <= 7; category += 1) {
        const res = await ctx().app.inject({
          url: list(`RegionID=1&NotificationCategoryID=${category}&lang=${lang}`),
        });
        const text = JSON.stringify(res.json());
        expect(text).not.toMatch(/<script/i);
        expect(text).not.toMatch(/onerror\s*=/i);
        expect(text).not.toMatch(/javascript:/i);
      }
    }
  });

  it('gives Marathi titles with lang=mr', async () => {
    const res = await ctx().app.inject({ url: list('RegionID=1&NotificationCategoryID=1&lang=mr') });
    expect((res.json().Data as Notice[])[0]?.NotificationTitle).toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ['no category', 'RegionID=1'],
    ['category 0', 'RegionID=1&NotificationCategoryID=0'],
    ['category 8', 'RegionID=1&NotificationCategoryID=8'],
    ['text category', 'RegionID=1&NotificationCategoryID=abc'],
    ['other region', 'RegionID=2&NotificationCategoryID=1'],
    ['unknown language', 'RegionID=1&NotificationCategoryID=1&lang=fr'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await ctx().app.inject({ url: list(query) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: 'Error' });
  });
});
