import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

/** 411001 is Pune in the seeded Maharashtra pincode data (state 27, Pune district, Pune City taluka). */
const PUNE_PIN = '411001';
const save = (page: Page) => page.getByRole('button', { name: 'Save and Next' }).click();
const block = (page: Page, name: 'Permanent address' | 'Correspondence address') =>
  page.getByRole('group', { name, exact: true });
const selected = (page: Page, id: string) => page.locator(`#${id} option:checked`);

test('a candidate fills the permanent address from its pincode, answers same-as-permanent Yes and finds it after a reload', async ({
  page,
}) => {
  await signedIn(page, 'candidate');
  await page.goto('/Address');
  await expect(page.getByRole('heading', { level: 1, name: 'Address Details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile steps' }).locator('[aria-current="step"]')).toContainText(
    'Address',
  );

  await save(page);
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toContainText([
    'Address is required',
    'Valid Pin Code is required',
    'State is required',
    'District is required',
    'Taluka is required',
    'City / Village is required',
  ]);

  const permanent = block(page, 'Permanent address');
  await expect(permanent.getByLabel(/^District/)).toBeDisabled();
  await expect(permanent.getByLabel(/^Taluka/)).toBeDisabled();
  await expect(permanent.getByLabel(/^City/)).toBeDisabled();
  await permanent.getByLabel(/^Address/).fill('12, Laxmi Road, Shaniwar Peth');
  // pasted from a Marathi keyboard, with a space: read as 411001 (issue 23 item 12)
  await permanent.getByLabel(/^Pin Code/).fill('४११ ००१');
  await expect(permanent.getByLabel(/^Pin Code/)).toHaveValue(PUNE_PIN);
  await expect(permanent.getByRole('status')).toHaveText(
    'State, district, taluka and city / village filled in from the pin code.',
  );
  await expect(selected(page, 'address-PStateID')).toHaveText('Maharashtra');
  await expect(selected(page, 'address-PDistrictID')).toHaveText('Pune');
  await expect(permanent.getByLabel(/^Taluka/)).not.toHaveValue('');
  await expect(permanent.getByLabel(/^City/)).not.toHaveValue('');
  const city = await selected(page, 'address-PCityID').textContent();
  // what the pincode filled in is no longer in error, nor in the summary (issue 23 item 6)
  await expect(permanent.locator('.field__error')).toHaveCount(0);
  await expect(summary.locator('a[href^="#address-P"]')).toHaveCount(0);

  await page
    .getByRole('group', { name: /same as the permanent address/ })
    .getByLabel('Yes')
    .check();
  const correspondence = block(page, 'Correspondence address');
  await expect(correspondence.getByLabel(/^Address/)).toHaveValue('12, Laxmi Road, Shaniwar Peth');
  await expect(correspondence.getByLabel(/^Pin Code/)).toHaveValue(PUNE_PIN);
  await expect(correspondence.getByLabel(/^Address/)).toBeDisabled();
  await expect(selected(page, 'address-CDistrictID')).toHaveText('Pune');
  // edits of the permanent address are mirrored
  await permanent.getByLabel(/^Address/).fill('14, Laxmi Road, Shaniwar Peth');
  await expect(correspondence.getByLabel(/^Address/)).toHaveValue('14, Laxmi Road, Shaniwar Peth');

  await save(page);
  await expect(page).toHaveURL(/\/Parent$/);
  await expect(page.getByText('Candidate address details saved successfully.')).toHaveRole('status');
  const addressStep = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Address/ });
  await expect(addressStep).toContainText('completed');

  await page.goto('/Address');
  await page.reload();
  await expect(permanent.getByLabel(/^Address/)).toHaveValue('14, Laxmi Road, Shaniwar Peth');
  await expect(selected(page, 'address-PCityID')).toHaveText(city ?? '');
  await expect(page.getByRole('group', { name: /same as the permanent address/ }).getByLabel('Yes')).toBeChecked();
  await expect(correspondence.getByLabel(/^Pin Code/)).toHaveValue(PUNE_PIN);
  await expect(selected(page, 'address-CCityID')).toHaveText(city ?? '');
});

test("a staff member's correspondence address: unknown pincode, manual selects with their clearing, city Other", async ({
  page,
}) => {
  const staff = await signedIn(page, 'staff');
  await page.goto('/Address');
  const permanent = block(page, 'Permanent address');
  await permanent.getByLabel(/^Address/).fill('Flat 3, Deccan Gymkhana');
  await permanent.getByLabel(/^Pin Code/).fill(PUNE_PIN);
  await expect(selected(page, 'address-PDistrictID')).toHaveText('Pune');
  await page
    .getByRole('group', { name: /same as the permanent address/ })
    .getByLabel('No')
    .check();

  const correspondence = block(page, 'Correspondence address');
  await correspondence.getByLabel(/^Address/).fill('Near the bus stand');
  await correspondence.getByLabel(/^Pin Code/).fill('999999');
  await expect(correspondence.getByRole('status')).toHaveText(
    'Pincode Not Found Please manually select your address details',
  );
  await correspondence.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
  await correspondence.getByLabel(/^District/).selectOption({ label: 'Nagpur' });
  await correspondence.getByLabel(/^Taluka/).selectOption({ index: 1 });
  await expect(correspondence.getByLabel(/^City/)).toBeEnabled();
  // another state: the district (not in its list), taluka and city are cleared
  await correspondence.getByLabel(/^State/).selectOption({ label: 'Goa' });
  await expect(correspondence.getByLabel(/^District/)).toHaveValue('');
  await expect(correspondence.getByLabel(/^Taluka/)).toHaveValue('');
  await expect(correspondence.getByLabel(/^Taluka/)).toBeDisabled();
  await correspondence.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
  await correspondence.getByLabel(/^District/).selectOption({ label: 'Nagpur' });
  await correspondence.getByLabel(/^Taluka/).selectOption({ index: 1 });
  await correspondence.getByLabel(/^City/).selectOption({ label: 'Other' });

  await save(page);
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(["Other city / village: Required when 'Other' is selected"]);
  await summary.getByRole('link').click();
  await expect(correspondence.getByLabel(/^Other city/)).toBeFocused();
  await correspondence.getByLabel(/^Other city/).fill('Wadi');
  await save(page);
  await expect(page).toHaveURL(/\/Parent$/);
  await expect(page.getByText('Staff address details saved successfully.')).toHaveRole('status');

  await page.goto('/Address');
  await page.reload();
  await expect(page.getByRole('group', { name: /same as the permanent address/ }).getByLabel('No')).toBeChecked();
  await expect(correspondence.getByLabel(/^Pin Code/)).toHaveValue('999999');
  await expect(selected(page, 'address-CDistrictID')).toHaveText('Nagpur');
  await expect(selected(page, 'address-CCityID')).toHaveText('Other');
  await expect(correspondence.getByLabel(/^Other city/)).toHaveValue('Wadi');
  await expect(permanent.getByLabel(/^Address/)).toHaveValue('Flat 3, Deccan Gymkhana');
  // the pincode-correct flags: 1 from the lookup, 0 for the pincode not found
  const stored = await page.request.post('/api/StaffAddress/GetStaffAddress', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { StaffID: Number(staff.profileId.slice(-6)) },
  });
  expect((await stored.json()).Data).toMatchObject({ IsPPincodeCorrect: 1, IsCPincodeCorrect: 0, COtherCity: 'Wadi' });
});

for (const lang of ['en', 'mr'] as const) {
  test(`the address step at 360 px has no axe violations (${lang}), both blocks, warning and Other shown`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 360, height: 800 });
    await signedIn(page, 'candidate');
    await page.goto('/Address');
    await expect(page.locator('form.profile-form')).toBeVisible();
    await page.locator('#address-PPincode').fill(PUNE_PIN);
    await expect(page.locator('#address-PDistrictID')).not.toHaveValue('');
    await page.locator('#address-CPincode').fill('999999');
    await expect(page.locator('.place-fields__lookup--warning')).toBeVisible();
    await page.locator('#address-PCityID').selectOption('-2');
    await expect(page.locator('#address-POtherCity')).toBeVisible();
    // city and village names exist in English only: Marathi says so (issue 23 item 12)
    const englishOnly = page.getByText('शहर व गावांची नावे टपाल विभागाच्या यादीप्रमाणे इंग्रजीत दिली आहेत', { exact: false });
    await expect(englishOnly.first()).toHaveCount(lang === 'mr' ? 1 : 0);
    expect(await axeViolations(page)).toEqual([]);
    // usable at 360 px: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: lang === 'en' ? 'Save and Next' : 'जतन करा व पुढे जा' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="IsCAddressSameAsPAddress"][value="1"]').check();
    expect(await axeViolations(page)).toEqual([]);
  });
}
