import { CONTENT_LIMITS, pagesApi } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { dbRows } from '../../test/database';
import { createOfficer, signInOfficer } from '../../test/factories';

describe("the console's information pages (issue 20 item 3)", () => {
  const ctx = useTestApp();
  let cookie: string;
  const headers = async () => {
    if (!cookie) {
      const admin = await createOfficer(ctx().database.db, { role: 'admin', regionId: null });
      cookie = (await signInOfficer(ctx().database.db, admin.id)).cookie;
    }
    return { ...xhr, cookie };
  };
  const get = async (url: string) => ctx().app.inject({ url, headers: await headers() });
  const save = async (slug: string, payload: object) =>
    ctx().app.inject({ method: 'PUT', url: `/api/console/pages/${slug}`, headers: await headers(), payload });
  const vision = (en = 'A skilled Maharashtra.', mr = 'कुशल महाराष्ट्र.') => ({
    titleEn: 'Vision',
    titleMr: 'दृष्टी',
    bodyEn: [
      { type: 'h2', text: 'Our vision' },
      { type: 'p', text: en },
    ],
    bodyMr: [
      { type: 'h2', text: 'आमची दृष्टी' },
      { type: 'p', text: mr },
    ],
  });

  it('lists the pages and reads one in both languages', async () => {
    const list = (await get(pagesApi.consoleList.path)).json().Data as { slug: string }[];
    expect(list.map((p) => p.slug)).toContain('about-board');
    const page = (await get('/api/console/pages/about-board')).json().Data;
    expect(page.titleMr).toMatch(/[\u0900-\u097F]/);
    expect(page.bodyEn.length).toBe(page.bodyMr.length);
    expect((await get('/api/console/pages/no-such-page')).statusCode).toBe(404);
  });

  it('saves a page: the public page changes at once, as plain text, audited', async () => {
    await ctx().app.inject({ url: '/api/Pages/vision' });
    expect((await save('vision', vision('A <em>skilled</em> Maharashtra.<script>x</script>'))).statusCode).toBe(200);
    const en = (await ctx().app.inject({ url: '/api/Pages/vision' })).json().Data;
    expect(en.Blocks).toEqual([
      { type: 'h2', text: 'Our vision' },
      { type: 'p', text: 'A skilled Maharashtra.' },
    ]);
    expect((await ctx().app.inject({ url: '/api/Pages/vision?lang=mr' })).json().Data.Title).toBe('दृष्टी');
    const rows = await dbRows(
      ctx(),
      sql`select 1 from audit_events where event = 'content.page.edited' and record_type = 'page' and record_id = 'vision'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses Marathi blocks that differ from the English ones, an unknown page, and keeps the page', async () => {
    const page = vision();
    const differ = await save('vision', { ...page, bodyMr: page.bodyMr.slice(0, 1) });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errors[0]).toMatchObject({ field: 'bodyMr', key: 'content.blocksDiffer' });
    expect((await save('no-such-page', page)).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/Pages/vision' })).json().Data.Blocks[1].text).toBe(
      'A skilled Maharashtra.',
    );
  });

  it('bounds each text and the number of blocks, naming the field', async () => {
    const max = CONTENT_LIMITS.blockTextMax;
    expect((await save('vision', vision('a'.repeat(max)))).statusCode).toBe(200);
    const long = await save('vision', vision('a'.repeat(max + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'bodyEn.1.text', key: 'content.tooLong' });
    const blocks = (n: number) => Array.from({ length: n }, () => ({ type: 'p', text: 'x' }));
    const many = { ...vision(), bodyEn: blocks(CONTENT_LIMITS.blocks + 1), bodyMr: blocks(CONTENT_LIMITS.blocks + 1) };
    expect((await save('vision', many)).json().errors[0]).toMatchObject({ field: 'bodyEn', key: 'content.tooMany' });
    const enough = { ...vision(), bodyEn: blocks(CONTENT_LIMITS.blocks), bodyMr: blocks(CONTENT_LIMITS.blocks) };
    expect((await save('vision', enough)).statusCode).toBe(200);
    const links = [{ type: 'links', items: [{ text: 'x', url: 'javascript:alert(1)' }] }];
    const script = { ...vision(), bodyEn: links, bodyMr: links };
    expect((await save('vision', script)).json().errors[0]).toMatchObject({ key: 'content.linkInvalid' });
  });
});
