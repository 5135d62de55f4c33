import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeInBothLanguages, axeViolations, expect, test, useLanguage } from '../fixtures';
import { files, fillPersonalDetails, fillSecurity, newPerson, nextCaptcha, signIn } from './accounts';

test.setTimeout(90_000);

const LABELS = {
  en: { district: /^District of your institute/, institute: /^Institute you work at/ },
  mr: { district: /^आपल्या संस्थेचा जिल्हा/, institute: /^आपण काम करत असलेली संस्था/ },
};

/**
 * Chooses the district, then the first institute the list then offers (decision 067); every option
 * offered is of that district. Answers the institute's name.
 */
async function chooseInstitute(page: Page, district: string, lang: 'en' | 'mr' = 'en') {
  const districtBox = page.getByRole('combobox', { name: LABELS[lang].district });
  await districtBox.fill(district);
  await page.getByRole('option', { name: district, exact: true }).click();
  await expect(districtBox).toHaveValue(district);
  const instituteBox = page.getByRole('combobox', { name: LABELS[lang].institute });
  await instituteBox.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const name = (await options.first().textContent()) ?? '';
  await options.first().click();
  await expect(instituteBox).toHaveValue(name);
  return name;
}

test('staff registration (logged out): photo, signature, job roles, date-of-birth proof and Aadhaar card are uploaded, then the staff member signs in', async ({
  page,
}) => {
  const person = newPerson({ firstName: 'Vikram', lastName: 'Jadhav' });
  const captcha = nextCaptcha(page);
  await page.goto('/Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Details' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(12);
  // signed out, a step is not a link that would throw the typed form away
  await expect(steps.getByRole('link')).toHaveCount(0);
  await expect(steps.first().locator('[aria-current="step"]')).toHaveText(/Primary/);
  // all twelve on one 1280 px screen, none hidden behind a sideways scroll
  for (const step of await steps.all()) await expect(step).toBeInViewport();

  await fillPersonalDetails(page, person);

  // A PDF is not a photo: the spec's message, and nothing is uploaded
  await page.getByLabel(/^Photo/).setInputFiles(files.pdf('photo.pdf'));
  await expect(page.getByText('Invalid file type. Allowed: jpg, jpeg')).toBeVisible();
  await page.getByLabel(/^Photo/).setInputFiles(files.jpeg('photo.jpg'));
  await expect(page.getByText('Uploaded: photo.jpg')).toBeVisible();
  await page.getByLabel(/^Signature/).setInputFiles(files.jpeg('signature.jpg'));
  await expect(page.getByText('Uploaded: signature.jpg')).toBeVisible();
  await page
    .getByRole('group', { name: /Job role/ })
    .getByLabel('Trainer')
    .check();
  const institute = await chooseInstitute(page, 'Pune');
  await page.getByLabel(/^Date of birth proof/).setInputFiles(files.pdf('birth-certificate.pdf'));
  await expect(page.getByText('Uploaded: birth-certificate.pdf')).toBeVisible();
  await page.getByLabel(/^Aadhaar card/).setInputFiles(files.pdf('aadhaar.pdf'));
  await expect(page.getByText('Uploaded: aadhaar.pdf')).toBeVisible();
  await fillSecurity(page, person.password);
  await page.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await captcha);

  // Aadhaar with 11 digits: refused in the browser with the spec's message, in the summary too
  await page.getByLabel(/^Aadhaar number/).fill(`2${randomInt(0, 1e9)}`.padEnd(11, '7'));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const invalid = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(invalid).toContainText('Please check the form and fill in all required fields correctly.');
  await invalid.getByRole('button', { name: 'OK' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Aadhaar number must be exactly 12 digits.' }).click();
  await expect(page.getByLabel(/^Aadhaar number/)).toBeFocused();

  await page.getByLabel(/^Aadhaar number/).fill(`${randomInt(2, 10)}${String(randomInt(0, 1e11)).padStart(11, '0')}`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/after-register$/);
  const profileId = (await page.getByTestId('profile-id').textContent()) ?? '';
  expect(profileId).toMatch(/^MH\d{4}S\d{6}$/);

  // Signed in as staff, /Staff is the profile's first step (being built by a later issue)
  await signIn(page, profileId, person.password, 'Staff/Management');
  await expect(page).toHaveURL(/\/dashboard$/);
  // the welcome panel names the institute chosen at registration
  await expect(page.getByRole('status').getByText('Institute', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(institute);
  await page.goto('/Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Primary Information' })).toBeVisible();
  // signed in, the steps are links to each step's page
  await expect(page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link')).toHaveCount(12);
});

test('on a 390 px phone a staff member finds the institute by its district, in English and Marathi; axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Staff');
  await expect(page.locator('.captcha__image')).toBeVisible();

  // not chosen: the summary names it, and its link goes to the field
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Validation Error' }).getByRole('button', { name: 'OK' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await summary.getByRole('link', { name: 'Please select the institute you work at.' }).click();
  await expect(page.getByRole('combobox', { name: LABELS.en.institute })).toBeFocused();

  const name = await chooseInstitute(page, 'Pune');
  // the district narrowed the list to its own institutes (the search's lists: institute Group = district)
  const filters = (await (await page.request.get('/api/Institute/filters?lang=en')).json()) as {
    districts: { Value: number; Text: string }[];
    institutes: { Value: number; Text: string; Group: number }[];
  };
  const pune = filters.districts.find((d) => d.Text === 'Pune')?.Value;
  const ofPune = filters.institutes.filter((i) => i.Group === pune).map((i) => i.Text);
  expect(ofPune).toContain(name);
  await page.getByRole('combobox', { name: LABELS.en.institute }).click();
  const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(offered.length).toBe(Math.min(ofPune.length, 100));
  expect(offered.every((text) => ofPune.includes(text))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: LABELS.en.institute })).toHaveValue(name);
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeInBothLanguages(page);

  // in Marathi: the district's Marathi name; the institute list of that district
  await useLanguage(page, 'mr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.getByRole('button', { name: 'नोंदणी करा', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(page.getByRole('link', { name: 'कृपया आपण काम करत असलेली संस्था निवडा.' })).toBeVisible();
  await chooseInstitute(page, 'पुणे', 'mr');
  await expect(page.getByRole('link', { name: 'कृपया आपण काम करत असलेली संस्था निवडा.' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * The institute lists (260 KB of JSON) are not fetched with the page, whose hydration they slowed on a
 * phone (decision 070): the form asks for them on its first focus. Until they come, the two fields say
 * so; then the district narrows the institutes as before.
 */
test('the institute lists are asked for on the form’s first focus, not with the page; until they come the fields say so', async ({
  page,
}) => {
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Institute/filters**', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/Staff');
  // the page has come to life: its captcha is the browser's own request
  await expect(page.locator('.captcha__image')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.getByLabel('First name').focus();
  await expect.poll(() => asked.length).toBe(1);
  expect(new URL(asked[0] ?? '').searchParams.get('lang')).toBe('en');
  const districtBox = page.getByRole('combobox', { name: LABELS.en.district });
  await expect(districtBox).toHaveAccessibleDescription(/^Loading…/);
  release();
  await expect(districtBox).not.toHaveAccessibleDescription(/Loading…/);
  await chooseInstitute(page, 'Pune');
  // fresh lists are not asked for again as the visitor moves through the form
  await page.getByLabel('Last name').focus();
  await page.getByLabel('First name').focus();
  expect(asked).toHaveLength(1);
});
