import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, test, useLanguage } from '../fixtures';

/**
 * Step 12 and the public check of an admission letter (issue 21 item 5), in Chromium: the candidate
 * who holds a letter sees it and downloads the PDF; one without a letter and a staff user are told why
 * there is none; the verify page confirms the letter and refuses an altered code; axe finds nothing on
 * any of them in English and Marathi, at desktop width and at 390 px. Last, an officer finds the letter
 * in the console and revokes it, and the verify page then says it is revoked. The letter is written into the
 * database of the spec's own server (letter-server.ts): issuing it is the institute's accept, step 11.
 */

type Fixture = {
  origin: string;
  holder: { session: string; nameEn: string; nameMr: string };
  waiting: { session: string };
  staff: { session: string };
  officer: { session: string };
  letter: { id: number; referenceNo: string; code: string };
};

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let given: Fixture;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'letter-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env },
  });
  server = child;
  given = await new Promise<Fixture>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Fixture);
    });
    child.once('exit', (code) => reject(new Error(`letter-server exited (${code})`)));
  });
});

test.afterAll(() => {
  if (server?.pid) server.kill('SIGTERM');
});

const signedIn = async (context: BrowserContext, session: string) =>
  context.addCookies([{ name: 'sid', value: session, url: given.origin }]);

async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const lang of ['en', 'mr'] as const) {
  test(`a candidate with a letter sees step 12 and downloads the PDF (${lang})`, async ({ page, context }) => {
    await useLanguage(page, lang);
    await signedIn(context, given.holder.session);
    await page.goto(`${given.origin}/admission-letter`);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(given.letter.referenceNo);
    await expect(page.getByText(given.holder.nameMr)).toBeVisible();
    await noViolations(page);

    const link = page.getByRole('link', { name: lang === 'en' ? /Download the admission letter/ : /डाउनलोड करा/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^admission-letter-MSBSVETE-ADM-.+\.pdf$/);
    const file = test.info().outputPath('letter.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain(given.holder.nameEn);
    expect(text).toContain(given.letter.referenceNo);
    expect(text).toContain(`${given.origin}/verify-letter/${given.letter.code}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);
  });

  test(`without a letter, and for staff, step 12 says why (${lang})`, async ({ page, context }) => {
    await useLanguage(page, lang);
    await signedIn(context, given.waiting.session);
    await page.goto(`${given.origin}/admission-letter`);
    await expect(page.getByText(lang === 'en' ? /no admission letter yet/ : /अद्याप प्रवेश निश्चिती पत्र/)).toBeVisible();
    await expect(page.getByRole('link', { name: lang === 'en' ? /Download/ : /डाउनलोड/ })).toHaveCount(0);
    await noViolations(page);

    await context.clearCookies();
    await signedIn(context, given.staff.session);
    await page.goto(`${given.origin}/admission-letter`);
    await expect(page.getByText(lang === 'en' ? /are for candidates/ : /उमेदवारांसाठी आहेत/)).toBeVisible();
    await noViolations(page);
  });

  test(`the verify page confirms the letter and refuses an altered code (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(`${given.origin}/verify-letter/${given.letter.code}`);
    await expect(
      page.getByText(lang === 'en' ? 'This admission letter is genuine and valid.' : 'हे प्रवेश निश्चिती पत्र खरे व वैध आहे.'),
    ).toBeVisible();
    await expect(page.getByText('R**** P****')).toBeVisible();
    await expect(page.getByText(given.letter.referenceNo)).toBeVisible();
    await expect(page.getByText(given.holder.nameEn)).toHaveCount(0);
    await noViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);

    const last = given.letter.code.at(-1) === 'A' ? 'B' : 'A';
    await page.goto(`${given.origin}/verify-letter/${given.letter.code.slice(0, -1)}${last}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      lang === 'en' ? 'This admission letter could not be confirmed.' : 'या प्रवेश निश्चिती पत्राची खात्री करता आली नाही.',
    );
    await expect(alert).toContainText(lang === 'en' ? /not one of the board's admission letters/ : /मंडळाच्या कोणत्याही/);
    await expect(page.getByText(given.letter.referenceNo)).toHaveCount(0);
    await noViolations(page);
  });
}

test('an officer finds the letter in the console and revokes it; the verify page then says so', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'csid', value: given.officer.session, url: given.origin }]);
  for (const lang of ['mr', 'en'] as const) {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${given.origin}/console/letters`);
    await page.locator('#letter-reference').fill(given.letter.referenceNo);
    await page.locator('#letter-reference').press('Enter');
    await expect(page.getByText(given.holder.nameEn)).toBeVisible();
    await noViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);
  }
  await page.getByRole('button', { name: 'Revoke the letter' }).click();
  await expect(page.getByRole('link', { name: 'Reason is required' })).toBeVisible();
  await noViolations(page);
  await page.locator('#letter-reason').fill('Admission cancelled at the candidate’s request');
  await page.getByRole('button', { name: 'Revoke the letter' }).click();
  await expect(page.getByText(/^Revoked on .+: Admission cancelled/)).toBeVisible();
  await noViolations(page);

  await page.goto(`${given.origin}/verify-letter/${given.letter.code}`);
  await expect(page.getByText('This admission letter was issued by the board but has been revoked.')).toBeVisible();
  await expect(page.getByText('Admission cancelled')).toHaveCount(0);
  await noViolations(page);
});
