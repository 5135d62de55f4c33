/// <reference path="../../types/fontkit.d.ts" />
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { admissionLetterApi, consoleLettersApi, USER_TYPES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import * as fontkit from 'fontkit';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { letterCode } from '../../platform/letter-code';
import { FONT_FILES } from '../../platform/pdf';
import { useTestApp, xhr } from '../../test/app';
import { createOfficer, createUser, signIn, signInOfficer, testIp } from '../../test/factories';
import { letterFor } from './test-helpers';

const run = promisify(execFile);
const ORIGIN = 'https://portal.example.in';

type Letter = { LetterID: number; ReferenceNo: string; NameEn: string; NameMr: string; Status: string };

/** Two words of the same letters, in any order. */
const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/** What poppler finds in a PDF: its text, its fonts, and its first page as RGBA pixels. */
async function popplerOf(pdf: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'letter-'));
  const file = path.join(dir, 'letter.pdf');
  fs.writeFileSync(file, pdf);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const fonts = (await run('pdffonts', [file])).stdout;
  await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, path.join(dir, 'page')]);
  const { data, info } = await sharp(path.join(dir, 'page.png'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  fs.rmSync(dir, { recursive: true, force: true });
  return { text, fonts, pixels: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

/**
 * Step 12 (issue 21 item 5): the candidate's letter and its bilingual PDF (the names in Devanagari and
 * Latin, every character drawn from the embedded font, a QR of the verify address), the public check
 * (forged, altered and foreign codes refused), who may read what, and revocation.
 */
describe('admission letters', () => {
  const ctx = useTestApp({ PUBLIC_ORIGIN: ORIGIN });
  const get = (url: string, cookie?: string, remoteAddress = testIp()) =>
    ctx().app.inject({ url, headers: cookie ? { cookie } : {}, remoteAddress });

  async function candidateWithLetter(first: string, last: string, nameMr: string, offering = 0) {
    const db = ctx().database.db;
    const user = await createUser(db, { firstName: first, middleName: '', lastName: last });
    const letter = await letterFor(ctx(), user.id, nameMr, offering);
    return { user, letter, cookie: (await signIn(db, user.id)).cookie };
  }

  it('lists the candidate’s letter and completes the dashboard’s step 12', async () => {
    const db = ctx().database.db;
    const a = await candidateWithLetter('Rahul', 'Patil', 'राहुल पाटील');
    const none = await createUser(db);
    const noneCookie = (await signIn(db, none.id)).cookie;

    const mine = await get(admissionLetterApi.mine.path, a.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const [letter] = (mine.json() as { Data: Letter[] }).Data;
    expect(letter).toMatchObject({ ReferenceNo: a.letter.referenceNo, NameEn: 'Rahul Patil', NameMr: 'राहुल पाटील' });
    expect(letter?.ReferenceNo).toMatch(/^MSBSVETE\/ADM\/2026-27\/\d{6}$/);
    expect((await get(admissionLetterApi.mine.path, noneCookie)).json()).toMatchObject({ Data: [] });

    const step12 = async (cookie: string) =>
      (
        (await get('/api/Account/profileProgress', cookie)).json() as { Data: { Step: string; Percent: number }[] }
      ).Data.find((row) => row.Step === 'AdmissionLetter')?.Percent;
    expect(await step12(a.cookie)).toBe(100);
    expect(await step12(noneCookie)).toBe(0);
  });

  it('makes a bilingual A4 PDF with both names, every glyph in the embedded font and a QR of the verify address', async () => {
    const a = await candidateWithLetter('Sneha', 'Kulkarni', 'स्नेहा कुलकर्णी');
    const res = await get(`${admissionLetterApi.pdf.path}?LetterID=${a.letter.id}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="admission-letter-MSBSVETE-ADM-[\w-]+\.pdf"$/,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const seen = await popplerOf(pdf);
    const flat = seen.text.replace(/\s+/g, ' ');
    expect(flat).toContain('Sneha Kulkarni');
    expect(flat).toContain('स्नेहा कु');
    // Text is extracted in the glyphs' visual order, so a reph (र्) comes out after its syllable and an
    // i-sign (ि) before its consonant (pdfmake writes no ActualText; decision 065): the surname is
    // there as a word of exactly its letters.
    expect(flat.split(' ').some((word) => sameLetters(word, 'कुलकर्णी'))).toBe(true);
    expect(flat).toContain(a.letter.referenceNo);
    expect(flat).toContain('पत्र / Admission Letter');
    // A4 (210 × 297 mm) at 150 dpi: 1240 × 1754 pixels, give or take poppler's rounding
    expect(Math.abs(seen.width - 1240)).toBeLessThanOrEqual(1);
    expect(Math.abs(seen.height - 1754)).toBeLessThanOrEqual(1);

    // the fonts are embedded subsets of Noto Sans Devanagari, and none is a substitute
    const fontRows = seen.fonts.split('\n').slice(2).filter(Boolean);
    expect(fontRows.length).toBeGreaterThan(0);
    for (const row of fontRows) {
      expect(row).toMatch(/NotoSansDevanagari/);
      expect(row).toMatch(/\syes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
    }
    // every character the page shows has a glyph in the font (glyph 0 is the missing-glyph box)
    const font = fontkit.openSync(FONT_FILES.regular);
    const shown = [...new Set([...seen.text].filter((c) => c.trim() !== ''))];
    expect(shown.filter((c) => font.glyphForCodePoint(c.codePointAt(0) ?? 0).id === 0)).toEqual([]);
    // and shaping the names draws no missing glyph either (conjuncts स्ने, र्णी)
    expect(font.layout('स्नेहा कुलकर्णी Sneha Kulkarni').glyphs.filter((g) => g.id === 0)).toEqual([]);

    const qr = jsQR(seen.pixels, seen.width, seen.height);
    expect(qr?.data).toBe(`${ORIGIN}/verify-letter/${a.letter.code}`);
  });

  it('confirms a genuine code with the name masked, and refuses forged, altered and foreign codes alike', async () => {
    const a = await candidateWithLetter('Rohan', 'Pawar', 'रोहन पवार', 1);
    const ok = await get(`/api/VerifyLetter/${a.letter.code}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data).toMatchObject({
      ReferenceNo: a.letter.referenceNo,
      MaskedName: 'R**** P****',
      AcademicYear: '2026-27',
      Status: 'valid',
      RevokedAt: null,
    });
    expect(ok.body).not.toContain('Rohan');
    expect(ok.body).not.toContain('रोहन');
    // lower case is the same code (a QR reader may change the case)
    expect((await get(`/api/VerifyLetter/${a.letter.code.toLowerCase()}`)).statusCode).toBe(200);

    const [idPart = '', mac = ''] = a.letter.code.split('-');
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const refused = [
      `${idPart}-${flip(mac[0] ?? '')}${mac.slice(1)}`, // the MAC altered
      `${(Number.parseInt(idPart, 36) + 1).toString(36).toUpperCase()}-${mac}`, // the id altered
      `${idPart}-${'A'.repeat(16)}`, // forged
      letterCode(Number.parseInt(idPart, 36), Buffer.alloc(32, 7)), // signed by another key
      'not-a-code',
      'A'.repeat(40),
    ];
    for (const code of refused) {
      const res = await get(`/api/VerifyLetter/${encodeURIComponent(code)}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json(), code).toMatchObject({ MessageKey: 'letters.codeInvalid' });
      expect(res.body).not.toContain('Pawar');
    }
    // longer than any code: refused naming the code
    const long = await get(`/api/VerifyLetter/${'A'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'code', key: 'letters.codeInvalid' })]);
  });

  it('is rate limited per address', async () => {
    const ip = testIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await get(`/api/VerifyLetter/1-${'A'.repeat(16)}`, undefined, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('gives a letter’s PDF to its candidate only', async () => {
    const db = ctx().database.db;
    const a = await candidateWithLetter('Asha', 'More', 'आशा मोरे');
    const b = await candidateWithLetter('Vikas', 'Jadhav', 'विकास जाधव');
    const url = `${admissionLetterApi.pdf.path}?LetterID=${a.letter.id}`;
    const other = await get(url, b.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await get(`${admissionLetterApi.pdf.path}?LetterID=${b.letter.id}`, b.cookie)).statusCode).toBe(200);
    expect((await get(admissionLetterApi.mine.path, b.cookie)).json().Data.map((l: Letter) => l.LetterID)).toEqual([
      b.letter.id,
    ]);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(admissionLetterApi.mine.path)).statusCode).toBe(401);
    const staff = await createUser(db, { userTypeId: USER_TYPES.staff });
    const staffCookie = (await signIn(db, staff.id)).cookie;
    expect((await get(url, staffCookie)).statusCode).toBe(403);
    expect((await get(admissionLetterApi.mine.path, staffCookie)).statusCode).toBe(403);
    const officer = await createOfficer(db);
    expect((await get(url, (await signInOfficer(db, officer.id)).cookie)).statusCode).toBe(403);
    expect((await get(`${admissionLetterApi.pdf.path}?LetterID=999999`, a.cookie)).statusCode).toBe(404);
    const bad = await get(`${admissionLetterApi.pdf.path}?LetterID=x`, a.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('LetterID');
  });

  it('lets an official find and revoke a letter with a reason; the check then reads revoked', async () => {
    const db = ctx().database.db;
    const a = await candidateWithLetter('Kiran', 'Shinde', 'किरण शिंदे');
    const officer = await createOfficer(db);
    const cookie = (await signInOfficer(db, officer.id)).cookie;
    const find = (ref: string, who = cookie) =>
      get(`${consoleLettersApi.find.path}?ReferenceNo=${encodeURIComponent(ref)}`, who);
    const revoke = (payload: object, who = cookie) =>
      ctx().app.inject({
        method: 'POST',
        url: consoleLettersApi.revoke.path,
        headers: { ...xhr, cookie: who },
        payload,
        remoteAddress: testIp(),
      });

    const found = await find(a.letter.referenceNo.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(found.json().Data).toMatchObject({ NameEn: 'Kiran Shinde', Status: 'valid', RevokedReason: null });
    expect((await find('MSBSVETE/ADM/2026-27/999999')).json()).toMatchObject({ MessageKey: 'letters.notFound' });
    const badRef = await find('42');
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().errors[0]).toMatchObject({ field: 'ReferenceNo', key: 'letters.referenceRule' });

    // a candidate may not, even their own
    expect(
      (await revoke({ ReferenceNo: a.letter.referenceNo, Reason: 'Wrong course chosen' }, a.cookie)).statusCode,
    ).toBe(403);
    const short = await revoke({ ReferenceNo: a.letter.referenceNo, Reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: 'Reason', key: 'letters.reasonShort' });

    const done = await revoke({ ReferenceNo: a.letter.referenceNo, Reason: 'Admission cancelled by the institute' });
    expect(done.statusCode).toBe(200);
    expect(done.json().Data).toMatchObject({
      Status: 'revoked',
      RevokedReason: 'Admission cancelled by the institute',
    });
    const again = await revoke({ ReferenceNo: a.letter.referenceNo, Reason: 'Admission cancelled twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ MessageKey: 'letters.alreadyRevoked' });

    const checked = await get(`/api/VerifyLetter/${a.letter.code}`);
    expect(checked.json().Data).toMatchObject({ Status: 'revoked', RevokedAt: expect.any(String) });
    expect(checked.body).not.toContain('Admission cancelled');
    expect((await get(admissionLetterApi.mine.path, a.cookie)).json().Data[0].Status).toBe('revoked');
    const progress = (await get('/api/Account/profileProgress', a.cookie)).json() as {
      Data: { Step: string; Percent: number }[];
    };
    expect(progress.Data.find((row) => row.Step === 'AdmissionLetter')?.Percent).toBe(0);
    // the revoked letter's PDF says so
    const pdf = await get(`${admissionLetterApi.pdf.path}?LetterID=${a.letter.id}`, a.cookie);
    expect((await popplerOf(pdf.rawPayload)).text).toContain('REVOKED');

    const entries = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'letter.revoked'), eq(auditEvents.recordId, a.letter.referenceNo)));
    expect(entries).toEqual([expect.objectContaining({ officerId: officer.id, recordType: 'letter' })]);
  });
});
