import { messageNumber, PAGE_SLUGS, pageResponseSchema } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { useTestApp } from '../../test/app';

describe('information pages (GET /api/Pages/:slug)', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ url, headers });

  it.each(PAGE_SLUGS)('%s has a title and blocks in English and in Marathi', async (slug) => {
    const en = await get(`/api/Pages/${slug}`);
    expect(en.statusCode).toBe(200);
    const english = pageResponseSchema.parse(en.json());
    expect(english.Status).toBe('Success');
    expect(english.Data.Slug).toBe(slug);
    expect(english.Data.Title).toMatch(/[A-Za-z]/);
    expect(english.Data.Blocks.length).toBeGreaterThan(0);

    const marathi = pageResponseSchema.parse((await get(`/api/Pages/${slug}?lang=mr`)).json());
    expect(marathi.Data.Title).toMatch(/[\u0900-\u097F]/);
    // Both languages carry the same blocks in the same order.
    expect(marathi.Data.Blocks.map((b) => b.type)).toEqual(english.Data.Blocks.map((b) => b.type));
  });

  it('About Board states the board facts of the spec, and the institute figures only as the data counts them', async () => {
    const { Data } = (await get('/api/Pages/about-board')).json();
    const text = JSON.stringify(Data.Blocks);
    // No figure the data contradicts (issue 23 item 13: "over 6,500" beside 2,276 on the home page).
    expect(text).not.toContain('1,265');
    expect(text).not.toContain('6,500');
    expect(text).not.toContain('{{');
    for (const fact of ['123', '30 hours to 2 years', '70–80%', '66.67%', '14 members']) {
      expect(text).toContain(fact);
    }
    for (const count of ['53', '6', '233', '99', '2,264']) expect(text).toContain(`"${count}"`);
    expect(text).toContain('26 January 2022');
  });

  it.each([
    ['en', 'Affiliated institutes', 'Courses offered at institutes'],
    ['mr', 'संलग्न संस्था', 'संस्थांमध्ये दिले जाणारे अभ्यासक्रम'],
  ] as const)(
    '[%s] About counts institutes as the home strip does and courses offered as the search does',
    async (lang, institutesLabel, offeringsLabel) => {
      const { Data } = (await get(`/api/Pages/about-board?lang=${lang}`)).json();
      const rows = (Data.Blocks as { type: string; rows?: string[][] }[]).flatMap((b) => b.rows ?? []);
      const figure = (label: string) => rows.find(([name]) => name?.startsWith(label))?.[1] ?? '';
      const home = (await get(`/api/Home/content?lang=${lang}`)).json() as {
        statistics: { key: string; value: number }[];
      };
      const institutes = home.statistics.find((s) => s.key === 'institutes')?.value;
      const search = (await get('/api/Institute/Search')).json() as { Total: number };
      expect(institutes).toBeGreaterThan(0);
      expect(search.Total).toBeGreaterThan(institutes ?? 0);
      expect(figure(institutesLabel)).toBe(messageNumber(institutes ?? 0, lang));
      expect(figure(offeringsLabel)).toBe(messageNumber(search.Total, lang));
    },
  );

  it('marks pages the seed wrote (the contacts) as sample content until the board saves them', async () => {
    const contact = pageResponseSchema.parse((await get('/api/Pages/contact')).json());
    expect(contact.Data.IsDemo).toBe(true);
    await ctx().database.db.update(pages).set({ isDemo: false }).where(eq(pages.slug, 'contact'));
    await ctx().app.caches.invalidate('pages');
    expect(pageResponseSchema.parse((await get('/api/Pages/contact')).json()).Data.IsDemo).toBe(false);
  });

  it('Unauthorized Institutes carries the legal text: 2013 Act, 2024 Rules, competent and appellate authority', async () => {
    const text = JSON.stringify((await get('/api/Pages/unauthorized-institutes')).json().Data.Blocks);
    expect(text).toContain('Act of 2013');
    expect(text).toContain('8 October 2024');
    expect(text).toContain('Director, Directorate of Vocational Education and Training');
    expect(text).toContain('Joint Secretary or Deputy Secretary');
  });

  it('Employee Development lists the three external links', async () => {
    const { Data } = pageResponseSchema.parse((await get('/api/Pages/employee-development')).json());
    const links = Data.Blocks.find((b) => b.type === 'links');
    expect(links?.type === 'links' && links.items).toHaveLength(3);
    for (const item of links?.type === 'links' ? links.items : []) expect(item.url).toMatch(/^https:\/\//);
  });

  it('the accessibility statement, privacy policy and terms say what GIGW asks, with their day of change (issue 23 item 13)', async () => {
    const text = async (slug: string, lang: 'en' | 'mr') => {
      const { Data } = pageResponseSchema.parse((await get(`/api/Pages/${slug}?lang=${lang}`)).json());
      expect(Data.UpdatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      return JSON.stringify(Data.Blocks);
    };
    const accessibility = await text('accessibility-statement', 'en');
    for (const fact of ['WCAG) 2.1 at level AA', '+91 22 2262 0603', 'grievance'])
      expect(accessibility).toContain(fact);
    expect(await text('accessibility-statement', 'mr')).toContain('गाऱ्हाणे');
    const privacy = await text('privacy-policy', 'en');
    for (const fact of ['Aadhaar number', 'Bank account number', 'caste certificate', 'Who sees it', 'deleted']) {
      expect(privacy).toContain(fact);
    }
    const privacyMr = await text('privacy-policy', 'mr');
    for (const fact of ['आधार क्रमांक', 'बँक खाते', 'जात प्रमाणपत्र']) expect(privacyMr).toContain(fact);
    expect(await text('terms-of-use', 'en')).toContain('laws of India');
    expect(await text('terms-of-use', 'mr')).toContain('भारताचे कायदे');
  });

  it('is public and cacheable, and answers 304 to a matching ETag', async () => {
    const first = await get('/api/Pages/vision');
    expect(first.headers['cache-control']).toMatch(/^public/);
    const etag = String(first.headers.etag);
    expect((await get('/api/Pages/vision', { 'if-none-match': etag })).statusCode).toBe(304);
    // Each language is its own answer.
    expect((await get('/api/Pages/vision?lang=mr')).headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown page', async () => {
    const res = await get('/api/Pages/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.notFound' });
    expect((await get('/api/Pages/no-such-page', { 'accept-language': 'mr' })).json().Message).toMatch(
      /[\u0900-\u097F]/,
    );
    expect((await get('/api/Pages/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad language, and refuses an overlong slug without a 500', async () => {
    const lang = await get('/api/Pages/vision?lang=de');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors[0].field).toBe('lang');
    const slug = await get(`/api/Pages/${'a'.repeat(500)}`);
    expect(slug.statusCode).toBe(414);
  });

  it('does not accept writes', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Pages/vision',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
