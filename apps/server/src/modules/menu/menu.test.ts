import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser, signIn } from '../../test/factories';

describe('menu', () => {
  const ctx = useTestApp();

  it('serves the public menu as a tree with dropdown children, in English and Marathi', async () => {
    const en = await ctx().app.inject({ url: '/api/Menu/GetDefaultMenu' });
    expect(en.statusCode).toBe(200);
    const tree = en.json() as { label: string; link: string; dropdown?: unknown[] }[];
    expect(tree.length).toBeGreaterThan(3);
    expect(tree.some((n) => Array.isArray(n.dropdown) && n.dropdown.length > 0)).toBe(true);
    expect(JSON.stringify(tree)).toContain('/institutes/search');
    expect(en.headers['cache-control']).toContain('public');

    const mr = await ctx().app.inject({ url: '/api/Menu/GetDefaultMenu?lang=mr' });
    expect(mr.json()[0].label).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses the user menu without a session', async () => {
    const res = await ctx().app.inject({
      url: '/api/Menu/GetMenu?RegionID=1&UserTypeID=91&UserLoginID=MH2026C000001',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Status: 'Error' });
  });

  it("gives a signed-in candidate the candidate menu, flat with ParentMenuID, and refuses another user's id", async () => {
    const { database } = ctx();
    const user = await createUser(database.db, { userTypeId: USER_TYPES.candidate });
    const other = await createUser(database.db, { userTypeId: USER_TYPES.candidate });
    const { cookie } = await signIn(database.db, user.id);
    const own = await ctx().app.inject({
      url: `/api/Menu/GetMenu?RegionID=1&UserTypeID=91&UserLoginID=${user.profileId}`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    const items = own.json().Data as { MenuID: number; ParentMenuID: number; LinkURL: string }[];
    expect(items.some((i) => i.ParentMenuID === 0)).toBe(true);
    expect(items.some((i) => i.ParentMenuID !== 0 && items.some((p) => p.MenuID === i.ParentMenuID))).toBe(true);
    expect(items.map((i) => i.LinkURL)).toContain('/dashboard');

    const foreign = await ctx().app.inject({
      url: `/api/Menu/GetMenu?RegionID=1&UserTypeID=91&UserLoginID=${other.profileId}`,
      headers: { cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const wrongType = await ctx().app.inject({
      url: `/api/Menu/GetMenu?RegionID=1&UserTypeID=95&UserLoginID=${user.profileId}`,
      headers: { cookie },
    });
    expect(wrongType.statusCode).toBe(403);
  });
});
