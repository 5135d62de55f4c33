import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORAGE_AREAS } from '../../platform/storage';
import { useTestApp } from '../../test/app';
import { dbRows } from '../../test/database';
import { paragraphsOf } from './service';

describe('documents (GET /files/*)', () => {
  const app = useTestApp();

  const expectPdf = async (url: string) => {
    const res = await app().app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return res;
  };

  it('serves every seeded notice document as a PDF', async () => {
    const links = await dbRows<{ url: string }>(
      app(),
      sql`select distinct file_url as url from notices where file_url is not null order by 1`,
    );
    expect(links.length).toBeGreaterThan(15);
    for (const { url } of links) await expectPdf(url);
  }, 120_000); // each demo PDF is typeset on first read (Devanagari fonts): seconds apiece on a busy machine

  it('serves the model curriculum of a course of every sector as a PDF, kept under DATA_DIR', async () => {
    const links = await dbRows<{ url: string }>(
      app(),
      sql`select min(model_curriculum) as url from courses group by sector_id order by 1`,
    );
    expect(links.length).toBe(38);
    // Every other course link has the same shape and belongs to a demo course, so is served alike.
    const others = await dbRows<{ url: string; demo: boolean }>(
      app(),
      sql`select model_curriculum as url, is_demo as demo from courses`,
    );
    for (const { url, demo } of others)
      expect([STORAGE_AREAS.files.test(url.slice('/files/'.length)), demo], url).toEqual([true, true]);
    for (const { url } of links) await expectPdf(url);
    const first = links[0]?.url ?? '';
    const file = path.join(app().config.dataDir, first);
    expect(fs.existsSync(file)).toBe(true);
    // Served from the kept file the second time: same bytes.
    expect((await expectPdf(first)).rawPayload.equals(fs.readFileSync(file))).toBe(true);
  }, 120_000);

  it('answers 404 in JSON, never the web page, for a missing or malformed path', async () => {
    for (const url of [
      '/files/notices/no-such-notice.pdf',
      '/files/curriculum/XYZ-0001.pdf',
      '/files/notices/exam-timetable-summer-2026.exe',
      '/files/..%2f..%2fetc%2fpasswd',
      '/files/x.pdf',
    ]) {
      const res = await app().app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.notFound' });
    }
  });

  it('makes no document for board content; serves the one the board puts under DATA_DIR/files', async () => {
    const url = '/files/notices/real-board-upload.pdf';
    await app().database.db.execute(
      sql`insert into notices (category_id, title_en, title_mr, html_en, html_mr, file_url, published_on)
          values (1, 'Real', 'खरी', '<p>x</p>', '<p>x</p>', ${url}, '2026-01-01')`,
    );
    expect((await app().app.inject({ url })).statusCode).toBe(404);
    const file = path.join(app().config.dataDir, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '%PDF-1.4 the board’s own document');
    expect((await expectPdf(url)).rawPayload.equals(fs.readFileSync(file))).toBe(true);
  });

  it('turns notice HTML into paragraphs and list items', () => {
    expect(paragraphsOf('<p>One &amp; <strong>two</strong></p><ul><li>a</li><li>b</li></ul>')).toEqual([
      'One & two',
      '• a',
      '• b',
    ]);
  });
});
