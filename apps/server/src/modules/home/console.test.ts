import { CONTENT_LIMITS, homeApi } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { dbRows } from '../../test/database';
import { createOfficer, signInOfficer } from '../../test/factories';

describe("the console's announcement ticker (issue 20 item 3)", () => {
  const ctx = useTestApp();
  const headers = async (role: 'admin' | 'officer' = 'admin') => {
    const official = await createOfficer(ctx().database.db, { role, regionId: role === 'admin' ? null : 1 });
    return { ...xhr, ...(await signInOfficer(ctx().database.db, official.id)) };
  };
  const ticker = async (lang: 'en' | 'mr') =>
    (await ctx().app.inject({ url: `${homeApi.content.path}?lang=${lang}` })).json().ticker as string[];
  const save = async (items: unknown[]) =>
    ctx().app.inject({ method: 'PUT', url: homeApi.saveTicker.path, headers: await headers(), payload: { items } });

  it('an admin replaces the items: the home page shows them at once, as plain text, audited', async () => {
    await ticker('en');
    const current = (await ctx().app.inject({ url: homeApi.ticker.path, headers: await headers() })).json().Data.items;
    expect(current.length).toBeGreaterThan(0);
    const res = await save([
      { en: 'Summer examinations begin on 4 May <script>alert(1)</script>', mr: 'उन्हाळी परीक्षा ४ मे पासून' },
      { en: 'Affiliation renewal is open', mr: 'संलग्नता नूतनीकरण सुरू आहे' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await ticker('en')).toEqual(['Summer examinations begin on 4 May', 'Affiliation renewal is open']);
    expect(await ticker('mr')).toEqual(['उन्हाळी परीक्षा ४ मे पासून', 'संलग्नता नूतनीकरण सुरू आहे']);
    expect(await dbRows(ctx(), sql`select 1 from audit_events where event = 'content.ticker.edited'`)).toHaveLength(1);
  });

  it('is for admins: an officer is refused', async () => {
    const res = await ctx().app.inject({
      method: 'PUT',
      url: homeApi.saveTicker.path,
      headers: await headers('officer'),
      payload: { items: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('bounds the items and their length, naming the field; a refused save changes nothing', async () => {
    const before = await ticker('en');
    const item = { en: 'x', mr: 'क' };
    expect((await save(Array.from({ length: CONTENT_LIMITS.tickerItems }, () => item))).statusCode).toBe(200);
    const many = await save(Array.from({ length: CONTENT_LIMITS.tickerItems + 1 }, () => item));
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0]).toMatchObject({ field: 'items', key: 'content.tooMany' });
    const long = await save([{ en: 'a'.repeat(CONTENT_LIMITS.tickerItemMax + 1), mr: 'क' }]);
    expect(long.json().errors[0]).toMatchObject({ field: 'items.0.en', key: 'content.tooLong' });
    expect((await save([{ en: 'a'.repeat(CONTENT_LIMITS.tickerItemMax), mr: 'क' }])).statusCode).toBe(200);
    const empty = await save([{ en: 'ok', mr: '<b></b>' }]);
    expect(empty.json().errors[0]).toMatchObject({ field: 'items.0.mr', key: 'content.required' });
    expect(await ticker('en')).not.toEqual(before);
    expect(await ticker('en')).toEqual(['a'.repeat(CONTENT_LIMITS.tickerItemMax)]);
  });
});
