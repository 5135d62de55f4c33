import { lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutes } from '../../db/schema';
import { useTestApp } from '../../test/app';

describe('home content', () => {
  const ctx = useTestApp();

  it('has every home block with the spec counts', async () => {
    const res = await ctx().app.inject({ url: '/api/Home/content' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ticker).toHaveLength(3);
    expect(body.dignitaries).toHaveLength(4);
    expect(body.videos).toHaveLength(3);
    expect(body.videos.filter((v: { isRemoved: boolean }) => v.isRemoved)).toHaveLength(1);
    expect(body.higherEducation).toHaveLength(3);
    expect(body.schemes).toHaveLength(12);
    expect(body.entrepreneurship.length).toBeGreaterThan(0);
    // one source: the strip counts the rows the search and the accounts read (2276 seeded institutes)
    expect(Object.fromEntries(body.statistics.map((s: { key: string; value: number }) => [s.key, s.value]))).toEqual({
      sectors: 38,
      institutes: 2276,
      courses: 862,
      candidates: 0,
    });
  });

  it('counts the strip from the tables, not from a stored number', async () => {
    const { db } = ctx().database;
    await db.delete(institutes).where(lte(institutes.id, 76));
    const body = (await ctx().app.inject({ url: '/api/Home/content?lang=mr' })).json();
    const figure = (key: string) => body.statistics.find((s: { key: string }) => s.key === key);
    expect(figure('institutes')).toEqual({ key: 'institutes', value: 2200, label: 'संलग्न संस्था' });
  });

  it('answers in Marathi with lang=mr and refuses other languages', async () => {
    const mr = await ctx().app.inject({ url: '/api/Home/content?lang=mr' });
    expect(mr.json().ticker[0]).toMatch(/[\u0900-\u097F]/);
    expect((await ctx().app.inject({ url: '/api/Home/content?lang=de' })).statusCode).toBe(400);
  });
});
