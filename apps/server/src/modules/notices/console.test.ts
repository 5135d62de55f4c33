import { CONTENT_LIMITS, noticesApi } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../platform/clock';
import { useTestApp, xhr } from '../../test/app';
import { dbRows } from '../../test/database';
import { createOfficer, signInOfficer } from '../../test/factories';
import { multipart, pdfWith, sampleFiles } from '../../test/files';

/** 26 November 2026, 09:30 in India: the clock the tests move on by hand. */
let now = new Date('2026-11-26T04:00:00Z');
const clock: Clock = { now: () => now };

const CATEGORY = 3;
const notice = (overrides: Record<string, unknown> = {}) => ({
  categoryId: CATEGORY,
  titleEn: 'Practical examinations postponed',
  titleMr: 'प्रात्यक्षिक परीक्षा पुढे ढकलल्या',
  htmlEn: '<p>The practical examinations of <strong>December</strong> move to January.</p>',
  htmlMr: '<p><strong>डिसेंबर</strong>मधील प्रात्यक्षिक परीक्षा जानेवारीत होतील.</p>',
  publishAt: null,
  newUntil: null,
  ...overrides,
});

type Public = { NotificationID: number; NotificationTitle: string; TextContent: string; DisplayNewImage: 0 | 1 };

describe("the console's notices (issue 20 item 3)", () => {
  const ctx = useTestApp({}, { clock });
  let cookie: string;
  let officerId: number;

  const as = async () => {
    if (!cookie) {
      const officer = await createOfficer(ctx().database.db, { regionId: 2 });
      officerId = officer.id;
      cookie = (await signInOfficer(ctx().database.db, officer.id)).cookie;
    }
    return { ...xhr, cookie };
  };
  const send = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: await as(), ...(payload ? { payload } : {}) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', noticesApi.create.path, notice(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.id as number;
  };
  const at = (id: number) => `/api/console/notices/${id}`;
  const shown = async (lang: 'en' | 'mr' = 'en') =>
    (
      await ctx().app.inject({
        url: `${noticesApi.list.path}?RegionID=1&NotificationCategoryID=${CATEGORY}&lang=${lang}`,
      })
    ).json().Data as Public[];
  const shownOne = async (id: number, lang: 'en' | 'mr' = 'en') =>
    (await shown(lang)).find((n) => n.NotificationID === id);

  it('creates a notice the public sees at once, in both languages, with an audit entry', async () => {
    await shown(); // the list is in the read cache before the notice exists
    const id = await create();
    expect((await shownOne(id))?.NotificationTitle).toBe('Practical examinations postponed');
    expect((await shownOne(id, 'mr'))?.TextContent).toContain('<strong>डिसेंबर</strong>');
    const [entry] = await dbRows<{ officer_id: number }>(
      ctx(),
      sql`select officer_id from audit_events where event = 'content.notice.created' and record_type = 'notice' and record_id = ${String(id)}`,
    );
    expect(entry?.officer_id).toBe(officerId);
    const got = (await send('GET', at(id))).json().Data;
    expect(got).toMatchObject({ state: 'published', titleMr: 'प्रात्यक्षिक परीक्षा पुढे ढकलल्या', fileUrl: null });
    const list = (await send('GET', `${noticesApi.consoleList.path}?page=1`)).json().Data;
    expect(list.rows[0]).toMatchObject({ id, state: 'published' });
    expect(list.total).toBeGreaterThan(1);
  });

  it('edits a notice: the public list changes at once, and the edit is audited', async () => {
    const id = await create();
    expect((await shownOne(id))?.NotificationTitle).toBe('Practical examinations postponed');
    const res = await send('PUT', at(id), notice({ titleEn: 'Practical examinations on 12 January' }));
    expect(res.statusCode).toBe(200);
    expect((await shownOne(id))?.NotificationTitle).toBe('Practical examinations on 12 January');
    const rows = await dbRows(
      ctx(),
      sql`select 1 from audit_events where event = 'content.notice.edited' and record_type = 'notice' and record_id = ${String(id)}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('strips scripts, event handlers and javascript: links when saving, and keeps the text', async () => {
    const id = await create({
      htmlEn:
        '<p onclick="steal()">Bring your <a href="javascript:alert(1)">hall ticket</a>.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    const [row] = await dbRows<{ html_en: string }>(ctx(), sql`select html_en from notices where id = ${id}`);
    expect(row?.html_en).toBe('<p>Bring your <a>hall ticket</a>.</p>');
    expect((await shownOne(id))?.TextContent).toBe('<p>Bring your <a>hall ticket</a>.</p>');
  });

  it('refuses text that is nothing once sanitised, naming the field', async () => {
    const res = await send('POST', noticesApi.create.path, notice({ htmlMr: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'htmlMr', key: 'content.htmlEmpty' });
  });

  it('schedules a notice: hidden before its minute in India, shown from it', async () => {
    const id = await create({ publishAt: '2026-11-26T10:00' });
    expect(await shownOne(id)).toBeUndefined();
    expect((await send('GET', at(id))).json().Data).toMatchObject({
      state: 'scheduled',
      publishAt: '2026-11-26T10:00',
    });
    now = new Date('2026-11-26T04:29:59Z'); // 09:59:59 in India
    expect(await shownOne(id)).toBeUndefined();
    now = new Date('2026-11-26T04:30:00Z'); // 10:00 in India
    expect((await shownOne(id))?.NotificationTitle).toBe('Practical examinations postponed');
    expect((await send('GET', at(id))).json().Data.state).toBe('published');
  });

  it('shows New! up to and including its last day in India', async () => {
    now = new Date('2026-11-26T18:29:00Z'); // 23:59 on the 26th in India
    const id = await create({ newUntil: '2026-11-26' });
    expect((await shownOne(id))?.DisplayNewImage).toBe(1);
    now = new Date('2026-11-26T18:30:00Z'); // midnight: the 27th in India
    expect((await shownOne(id))?.DisplayNewImage).toBe(0);
  });

  it('unpublishes and publishes again, each audited', async () => {
    const id = await create();
    expect((await send('POST', `${at(id)}/unpublish`)).statusCode).toBe(200);
    expect(await shownOne(id)).toBeUndefined();
    expect((await send('GET', at(id))).json().Data.state).toBe('unpublished');
    expect((await send('POST', `${at(id)}/publish`)).statusCode).toBe(200);
    expect(await shownOne(id)).toBeDefined();
    const events = await dbRows<{ event: string }>(
      ctx(),
      sql`select event from audit_events where record_type = 'notice' and record_id = ${String(id)} order by id`,
    );
    expect(events.map((e) => e.event)).toEqual([
      'content.notice.created',
      'content.notice.unpublished',
      'content.notice.published',
    ]);
  });

  it('answers 404 for a notice that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', at(999_999), undefined],
      ['PUT', at(999_999), notice()],
      ['POST', `${at(999_999)}/unpublish`, undefined],
      ['DELETE', `${at(999_999)}/attachment`, undefined],
    ] as const) {
      expect((await send(method, url, payload)).statusCode).toBe(404);
    }
  });

  it("refuses a demo notice another demo notice's title (the seed's natural key), 409 naming the title", async () => {
    const [first, second] = await dbRows<{ id: number; title_en: string }>(
      ctx(),
      sql`select id, title_en from notices where is_demo order by id limit 2`,
    );
    const res = await send('PUT', at(Number(first?.id)), notice({ titleEn: second?.title_en }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'titleEn', key: 'content.titleTaken' });
  });

  describe('limits, both sides, with the field named', () => {
    const a = (n: number) => 'a'.repeat(n);
    it.each([
      ['titleEn', a(CONTENT_LIMITS.titleMax), a(CONTENT_LIMITS.titleMax + 1), 'content.tooLong'],
      ['titleMr', 'अ'.repeat(CONTENT_LIMITS.titleMax), 'अ'.repeat(CONTENT_LIMITS.titleMax + 1), 'content.tooLong'],
      [
        'htmlEn',
        `<p>${a(CONTENT_LIMITS.htmlMax - 7)}</p>`,
        `<p>${a(CONTENT_LIMITS.htmlMax - 6)}</p>`,
        'content.tooLong',
      ],
      ['publishAt', '2026-12-01T23:59', '2026-12-01T24:00', 'content.dateTimeInvalid'],
      ['newUntil', '2026-02-28', '2026-02-29', 'content.dateInvalid'],
      ['categoryId', 7, 8, 'common.invalidCategory'],
      ['titleEn', 'A', '', 'content.required'],
    ])('%s: %#', async (field, good, bad, key) => {
      expect((await send('POST', noticesApi.create.path, notice({ [field]: good }))).statusCode).toBe(200);
      const res = await send('POST', noticesApi.create.path, notice({ [field]: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field, key });
    });

    it('keeps what was saved when an edit is refused', async () => {
      const id = await create();
      const res = await send('PUT', at(id), notice({ titleEn: 'Changed', htmlEn: a(CONTENT_LIMITS.htmlMax + 1) }));
      expect(res.statusCode).toBe(400);
      expect((await send('GET', at(id))).json().Data.titleEn).toBe('Practical examinations postponed');
    });
  });

  describe('the PDF attachment', () => {
    const attach = async (id: number, content: Buffer, filename = 'order.pdf') => {
      const { payload, headers } = multipart({}, { filename, content });
      return ctx().app.inject({
        method: 'POST',
        url: `${at(id)}/attachment`,
        payload,
        headers: { ...headers, cookie },
      });
    };

    it('is checked, stored and linked; the public list links it and the file is served', async () => {
      const id = await create();
      expect((await attach(id, sampleFiles.pdf())).statusCode).toBe(200);
      const fileUrl = (await send('GET', at(id))).json().Data.fileUrl as string;
      expect(fileUrl).toMatch(/^\/files\/notices\/[0-9a-f]{32}\.pdf$/);
      expect((await shown()).find((n) => n.NotificationID === id)).toMatchObject({ FileContentURL: fileUrl });
      const file = await ctx().app.inject({ url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await send('DELETE', `${at(id)}/attachment`)).statusCode).toBe(200);
      expect((await send('GET', at(id))).json().Data.fileUrl).toBeNull();
    });

    it('refuses what is not a PDF, an active PDF, nothing, and a PDF over the limit, naming the file', async () => {
      const id = await create();
      const text = await attach(id, sampleFiles.text());
      expect(text.statusCode).toBe(415);
      expect(text.json().errors[0]).toMatchObject({ field: 'file', key: 'content.fileType' });
      const active = await attach(id, pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'));
      expect(active.statusCode).toBe(400);
      expect(active.json().errors[0]).toMatchObject({ field: 'file', key: 'content.fileActiveContent' });
      const none = await ctx().app.inject({ method: 'POST', url: `${at(id)}/attachment`, headers: { ...xhr, cookie } });
      expect(none.json().errors[0]).toMatchObject({ field: 'file', key: 'content.fileRequired' });
      expect((await attach(id, sampleFiles.pdf(CONTENT_LIMITS.pdfMaxBytes))).statusCode).toBe(200);
      const large = await attach(id, sampleFiles.pdf(CONTENT_LIMITS.pdfMaxBytes + 1));
      expect(large.statusCode).toBe(413);
      expect(large.json().errors[0]).toMatchObject({ field: 'file', key: 'content.fileTooLarge' });
    });
  });
});
