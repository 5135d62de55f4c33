import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { newPerson, PASSWORD, signIn } from '../accounts/accounts';
import { signedInOfficial } from '../console/console';
import { axeInBothLanguages, axeViolations, expect, test, useLanguage } from '../fixtures';
import { completeProfile, createStaff, signedIn } from '../profile/profile';

/**
 * Steps 10–12 end to end (issue 21) in Chromium, as their users would go: a candidate with a complete
 * profile submits it, an admin verifies it in the console and creates an institute's account, the
 * institute's user sets its password from the link the SMS carries, the candidate applies to three
 * preferences, the institute signs in as SDI and accepts one, the candidate downloads the admission
 * letter and the address its QR holds confirms it. Each page has no axe violations in English and
 * Marathi; the candidate's and the institute's at 390 px too. Nothing here reads the database.
 */

test.describe.configure({ mode: 'serial', timeout: 360_000 });

/** What the journey leaves for the letter's own checks below: the candidate's browser state and the letter. */
let journey: {
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The candidate's name in Latin letters (with the middle name the profile adds). */
  nameEn: RegExp;
  reference: string;
  verifyPath: string;
};

type Offering = { InstituteID: number; InstituteCode: string; InstituteName: string; District: string; Course: string };

test('a candidate submits, an officer verifies, the candidate applies to three preferences, the institute accepts one, the letter is downloaded and checked', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // 1. a candidate with a complete profile (saved through the API) submits it for verification
  const applicant = page;
  const candidate = await signedIn(applicant, 'candidate');
  const session = await (await applicant.request.get('/api/Account/session')).json();
  await completeProfile(applicant, 'candidate', session.Data.UserID);
  await applicant.goto('/verify');
  await applicant.getByLabel(/I declare that the details/).check();
  await applicant.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(applicant.getByText('Submitted: your profile is with an officer for verification')).toBeVisible();

  // 2. an admin (every region) verifies it in the console, then creates an institute's account
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signedInOfficial(admin, playwright, baseURL ?? '', { role: 'admin', regionId: null });
  await admin.goto('/console/verifications');
  await admin.getByRole('link', { name: candidate.profileId }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Verify profile ${candidate.profileId}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Verify the profile' }).click();
  await expect(admin.getByText('The decision has been recorded')).toBeVisible();
  await applicant.reload();
  await expect(applicant.getByText('Verified: your profile has been verified')).toBeVisible();

  // three offerings of three institutes open to this candidate (the server's eligibility), the first without an account yet
  const listed = await applicant.request.get('/api/Application/offerings?PageSize=100');
  expect(listed.ok(), await listed.text()).toBe(true);
  const offerings: Offering[] = [];
  for (const o of ((await listed.json()) as { Data: Offering[] }).Data) {
    if (offerings.length === 3) break;
    if (offerings.some((chosen) => chosen.InstituteID === o.InstituteID)) continue;
    if (offerings.length === 0) {
      const options = await admin.request.get(
        `/api/console/institute-accounts/institutes?q=${encodeURIComponent(o.InstituteCode)}`,
      );
      const found = ((await options.json()) as { Data: { InstituteID: number; HasAccount: boolean }[] }).Data;
      if (found.find((i) => i.InstituteID === o.InstituteID)?.HasAccount !== false) continue;
    }
    offerings.push(o);
  }
  expect(offerings).toHaveLength(3);
  const [mine] = offerings as [Offering, Offering, Offering];

  await admin.goto('/console/institutes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Institute accounts' })).toBeVisible();
  await axeInBothLanguages(admin);
  await admin.getByLabel(/^Institute code or name/).fill(mine.InstituteCode);
  await admin.getByRole('radio', { name: `${mine.InstituteName} (${mine.InstituteCode})` }).check();
  await admin.getByLabel(/^Contact person's name/).fill('Sunita Deshmukh');
  await admin.getByLabel(/^Contact person's mobile number/).fill(`9${String(Date.now()).slice(-9)}`);
  const answer = admin.waitForResponse(
    (r) => r.url().endsWith('/api/console/institute-accounts') && r.request().method() === 'POST',
  );
  await admin.getByRole('button', { name: 'Create account and send the link' }).click();
  const created = admin.getByRole('status').filter({ hasText: 'has been created' });
  await expect(created).toBeVisible();
  const instituteProfileId = /MH\d{4}I\d{6}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect(instituteProfileId).not.toBe('');

  // 3. its user sets the password from the link the SMS carries (the console SMS provider shows it to the admin)
  const link = ((await (await answer).json()) as { Data: { DemoLink?: string } }).Data.DemoLink ?? '';
  expect(link).toMatch(/\/institute\/set-password#[A-Za-z0-9_-]+$/);
  const institute = await (await browser.newContext({ baseURL })).newPage();
  await institute.goto(new URL(link).pathname + new URL(link).hash);
  await expect(institute.getByRole('heading', { level: 1 })).toHaveText("Set the password of your institute's account");
  await axeInBothLanguages(institute);
  await institute.getByLabel(/^New password/).fill(PASSWORD);
  await institute.getByLabel(/^Confirm password/).fill(PASSWORD);
  await institute.getByRole('button', { name: 'Set password' }).click();
  await expect(institute.getByRole('status')).toContainText(instituteProfileId);

  // 4. the verified candidate applies to three preferences
  await applicant.goto('/apply');
  await expect(applicant.getByRole('heading', { level: 1, name: 'Apply for a course' })).toBeVisible();
  await expect(applicant.getByLabel(/^Name in Marathi/)).toBeVisible();
  await axeInBothLanguages(applicant);
  await applicant.getByLabel(/^Name in Marathi/).fill('आशा पाटील');
  for (const o of offerings) {
    await applicant.getByLabel(/^District/).selectOption({ label: o.District });
    await applicant.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await applicant.getByRole('button', { name: `Add ${o.Course} at ${o.InstituteName} as a preference` }).click();
  }
  await expect(applicant.locator('.apply__chosen li')).toHaveCount(3);
  await applicant.getByRole('button', { name: 'Submit application' }).click();
  await expect(applicant.getByRole('heading', { name: 'Your application' })).toBeVisible();
  await expect(applicant.getByText('Pending')).toHaveCount(3);
  await axeInBothLanguages(applicant);
  // usable at 390 px: nothing wider than the screen
  await applicant.setViewportSize({ width: 390, height: 844 });
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // a staff member who works at this institute registers (through the API, as the staff page sends it)
  const staffPage = await (await browser.newContext({ baseURL })).newPage();
  const staff = await createStaff(staffPage, newPerson({ firstName: 'Vikram', lastName: 'Jadhav' }), mine.InstituteID);

  // 4. the institute signs in with the SDI user type and accepts the candidate
  await signIn(institute, instituteProfileId, PASSWORD, 'Skill Development Institute (SDI)');
  await expect(institute).toHaveURL(/\/institute$/);
  await expect(institute.getByRole('heading', { level: 1, name: 'Applications to your institute' })).toBeVisible();
  // its Staff list (decision 067): the staff member who named it, the mobile masked to its last 4 digits
  const staffRow = institute
    .getByRole('table', { name: 'Staff of your institute' })
    .getByRole('row')
    .filter({ hasText: staff.profileId });
  await expect(staffRow).toContainText('Vikram Jadhav');
  await expect(staffRow).toContainText(`XXXXXX${staff.mobile.slice(-4)}`);
  await expect(institute.getByRole('main')).not.toContainText(staff.mobile);
  const card = institute.locator('.institute-desk__card').filter({ hasText: candidate.profileId });
  await expect(card).toBeVisible();
  await axeInBothLanguages(institute);
  await institute.setViewportSize({ width: 390, height: 844 });
  expect(await institute.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('link', { name: /^Open the profile of/ }).click();
  await expect(institute.getByRole('heading', { level: 1, name: "Applicant's profile" })).toBeVisible();
  await expect(institute.getByText(candidate.profileId)).toBeVisible();
  await axeInBothLanguages(institute);
  await institute.getByRole('link', { name: 'Back to the applications' }).click();
  await institute
    .locator('.institute-desk__card')
    .filter({ hasText: candidate.profileId })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(institute.getByRole('status').filter({ hasText: 'The admission letter' })).toContainText(
    /MSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6}/,
  );

  // the candidate sees the preference accepted and the others closed
  await applicant.reload();
  await expect(applicant.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(applicant.getByText('Closed (another preference was accepted)')).toHaveCount(2);
  await axeInBothLanguages(applicant);

  // 5. step 12: the candidate downloads the letter; its QR's address confirms it
  await applicant.setViewportSize({ width: 1280, height: 800 });
  await applicant.goto('/admission-letter');
  const reference = (await applicant.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  expect(reference).toMatch(/MSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6}/);
  await expect(applicant.getByText('आशा पाटील')).toBeVisible();
  await axeInBothLanguages(applicant);
  const [download] = await Promise.all([
    applicant.waitForEvent('download'),
    applicant.getByRole('link', { name: /Download the admission letter/ }).click(),
  ]);
  const file = test.info().outputPath('letter.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  expect(text).toContain(candidate.profileId);
  const verifyUrl = /https?:\/\/\S+\/verify-letter\/[0-9A-Z]+-[A-Z2-7]{16}/.exec(text)?.[0] ?? '';
  expect(verifyUrl).not.toBe('');
  await applicant.goto(new URL(verifyUrl).pathname);
  await expect(applicant.getByText('This admission letter is genuine and valid.')).toBeVisible();
  await expect(applicant.getByText(mine.InstituteName)).toBeVisible();
  await axeInBothLanguages(applicant);
  journey = {
    storage: await applicant.context().storageState(),
    nameEn: new RegExp(`${candidate.firstName}( \\w+)? ${candidate.lastName}`),
    reference: reference.match(/MSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6}/)?.[0] ?? '',
    verifyPath: new URL(verifyUrl).pathname,
  };
});

async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const lang of ['en', 'mr'] as const) {
  test(`step 12 in ${lang}: the letter with its download at 390 px; without a letter, and for staff, it says why`, async ({
    browser,
    page,
  }) => {
    const holder = await browser.newContext({ storageState: journey.storage });
    const own = await holder.newPage();
    await useLanguage(own, lang);
    await own.setViewportSize({ width: 390, height: 844 });
    await own.goto('/admission-letter');
    await expect(own.getByRole('heading', { level: 2 }).first()).toContainText(journey.reference);
    const link = own.getByRole('link', { name: lang === 'en' ? /Download the admission letter/ : /डाउनलोड करा/ });
    await expect(link).toBeVisible();
    expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(own);
    await holder.close();

    await useLanguage(page, lang);
    await signedIn(page, 'candidate');
    await page.goto('/admission-letter');
    await expect(page.getByText(lang === 'en' ? /no admission letter yet/ : /अद्याप प्रवेश निश्चिती पत्र/)).toBeVisible();
    await expect(page.getByRole('link', { name: lang === 'en' ? /Download/ : /डाउनलोड/ })).toHaveCount(0);
    await noViolations(page);
    await page.context().clearCookies();
    await signedIn(page, 'staff');
    await page.goto('/admission-letter');
    await expect(page.getByText(lang === 'en' ? /are for candidates/ : /उमेदवारांसाठी आहेत/)).toBeVisible();
    await noViolations(page);
  });

  test(`the verify page in ${lang}: the letter confirmed with the name masked; an altered code refused`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto(journey.verifyPath);
    await expect(
      page.getByText(lang === 'en' ? 'This admission letter is genuine and valid.' : 'हे प्रवेश निश्चिती पत्र खरे व वैध आहे.'),
    ).toBeVisible();
    await expect(page.getByText(journey.reference)).toBeVisible();
    await expect(page.getByText(journey.nameEn)).toHaveCount(0);
    await noViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);

    const last = journey.verifyPath.at(-1) === 'A' ? 'B' : 'A';
    await page.goto(`${journey.verifyPath.slice(0, -1)}${last}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      lang === 'en' ? 'This admission letter could not be confirmed.' : 'या प्रवेश निश्चिती पत्राची खात्री करता आली नाही.',
    );
    await expect(page.getByText(journey.reference)).toHaveCount(0);
    await noViolations(page);
  });
}

test('an officer finds the letter in the console and revokes it; the verify page then says so', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInOfficial(page, playwright, baseURL ?? '', { role: 'officer', regionId: null });
  for (const lang of ['mr', 'en'] as const) {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/console/letters');
    await page.locator('#letter-reference').fill(journey.reference);
    await page.locator('#letter-reference').press('Enter');
    await expect(page.getByText(journey.nameEn).first()).toBeVisible();
    await noViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);
  }
  await page.getByRole('button', { name: 'Revoke the letter' }).click();
  await expect(page.getByRole('link', { name: /Reason is required/ })).toBeVisible();
  await noViolations(page);
  await page.locator('#letter-reason').fill('Admission cancelled at the candidate’s request');
  await page.getByRole('button', { name: 'Revoke the letter' }).click();
  await expect(page.getByText(/^Revoked on .+: Admission cancelled/)).toBeVisible();
  await noViolations(page);

  await page.goto(journey.verifyPath);
  await expect(page.getByText('This admission letter was issued by the board but has been revoked.')).toBeVisible();
  await expect(page.getByText('Admission cancelled')).toHaveCount(0);
  await noViolations(page);
});
