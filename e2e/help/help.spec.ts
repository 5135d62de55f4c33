import type { APIRequestContext, Page } from '@playwright/test';
import { nextOtp, uniqueContact } from '../accounts/accounts';
import { axeViolations, expect, fromOwnAddress, test, useLanguage } from '../fixtures';

type Slot = { date: string; time: string; available: boolean };

/** A mobile verified by OTP for a meeting through the API (console SMS answers the code), as the form does. */
async function verifiedForMeeting(request: APIRequestContext, headers: Record<string, string>) {
  const { mobile } = uniqueContact();
  const sent = await request.post('/api/OTP/send-otp', { headers, data: { mobileNumber: mobile, purpose: 'meeting' } });
  const { otp } = (await sent.json()) as { otp: string };
  const checked = await request.post('/api/OTP/verify-otp', {
    headers,
    data: { mobileNumber: mobile, otp, purpose: 'meeting' },
  });
  expect(checked.ok()).toBe(true);
  return mobile;
}

/** Types a fresh mobile in the scheduler and verifies it in the OTP dialog (issue 17 item 8); answers the number. */
async function verifyInForm(page: Page) {
  const scheduler = page.getByRole('region', { name: 'Meeting scheduler' });
  const { mobile } = uniqueContact();
  await scheduler.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const otp = nextOtp(page);
  await scheduler.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify mobile number' });
  await dialog.getByLabel('OTP').fill(await otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  const verified = page.getByRole('dialog', { name: 'Verified' });
  await expect(verified).toContainText('Your mobile number has been verified successfully!');
  await expect(verified).toBeHidden();
  return mobile;
}

/** Who is coming and from where (issue 23 item 7). */
async function fillBooker(page: Page) {
  const scheduler = page.getByRole('region', { name: 'Meeting scheduler' });
  await scheduler.getByLabel('Your name').fill('Asha Patil');
  await scheduler.getByLabel('District').selectOption({ label: 'Pune' });
}

/** The scheduler's slot as the server sees it now. */
async function slotState(page: Page, date: string, time: string) {
  const res = await page.request.get('/api/Help/slots');
  const { Data } = (await res.json()) as { Data: Slot[] };
  return Data.find((s) => s.date === date && s.time === time)?.available;
}

test('books a meeting through the form and cancels it from "Your meetings", freeing the slot', async ({ page }) => {
  // bookings are limited per address: this test's come from an address of its own
  await page.setExtraHTTPHeaders(fromOwnAddress());
  await page.goto('/assitance');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and Assistance' })).toBeVisible();
  const scheduler = page.getByRole('region', { name: 'Meeting scheduler' });

  // the scheduler opens on the server's first date with a free slot, and offers only Monday to Friday
  // (issue 23 item 7)
  const { FirstFree } = (await (await page.request.get('/api/Help/slots')).json()) as { FirstFree: string | null };
  if (!FirstFree) throw new Error('no day with a free slot');
  const date = scheduler.getByLabel('Date');
  await expect(date).toHaveValue(FirstFree);
  const offered = await date
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const d of offered) expect([1, 2, 3, 4, 5], d).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());

  // the spec's rule: title, date and time all required; the booker's name and district (issue 23
  // item 7); and a mobile verified by OTP (issue 17 item 8)
  await scheduler.getByRole('button', { name: 'Schedule meeting' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Name is required',
    'District is required',
    'Title is required',
    'Time is required',
    'Please enter a valid 10-digit mobile number',
  ]);
  await verifyInForm(page);
  await fillBooker(page);

  const title = `Affiliation question ${Date.now()}`;
  await scheduler.getByLabel('Title').fill(title);
  const day = { value: FirstFree };
  const times = scheduler.getByRole('group', { name: /^Time/ });
  const free = times.locator('input[type=radio]:not([disabled])').first();
  const time = await free.getAttribute('value');
  if (!time) throw new Error('no free time');
  await free.check();

  // someone else books that very slot while the form is open: the form says so and refreshes the times
  const headers = { 'X-Requested-With': 'XMLHttpRequest', ...fromOwnAddress() };
  const other = await page.request.post('/api/Help/meetings', {
    headers,
    data: {
      name: 'Someone Else',
      district: 490,
      title: 'Someone else',
      date: day.value,
      time,
      mobileNumber: await verifiedForMeeting(page.request, headers),
    },
  });
  expect(other.ok()).toBe(true);
  const { Data: otherMeeting } = (await other.json()) as { Data: { id: number; token: string } };
  // that slot may have been its day's last free one (in the hour before the day's last slot): the
  // server's first free day then moves on, and the form must stay on the day the visitor chose a time in
  await page.route('**/api/Help/slots', async (route) => {
    const response = await route.fetch();
    const slots = (await response.json()) as { Data: { date: string }[]; FirstFree: string | null };
    const later = slots.Data.map((s) => s.date).find((d) => d > FirstFree);
    await route.fulfill({ response, json: { ...slots, FirstFree: later ?? slots.FirstFree } });
  });
  await scheduler.getByRole('button', { name: 'Schedule meeting' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([/^This slot was just booked by someone else/]);
  await expect(date).toHaveValue(FirstFree);
  await expect(times.getByLabel(`${time} – Booked`)).toBeDisabled();
  await page.unroute('**/api/Help/slots');
  const freed = await page.request.delete(`/api/Help/meetings/${otherMeeting.id}`, {
    headers: { ...headers, 'x-meeting-token': otherMeeting.token },
  });
  expect(freed.ok()).toBe(true);

  // the slot is free again (the next refresh of the times shows it): book it from the form
  await page.reload();
  const mobile = await verifyInForm(page);
  await fillBooker(page);
  await scheduler.getByLabel('Title').fill(title);
  await date.selectOption(day.value);
  await times.getByLabel(time, { exact: true }).check();
  await scheduler.getByRole('button', { name: 'Schedule meeting' }).click();

  // the confirmation says who is coming, from where, and the verified number the SMS went to
  await expect(scheduler.getByRole('heading', { name: 'Meeting booked' })).toBeVisible();
  const confirmed = scheduler.locator('.help-meeting-confirmed dd');
  await expect(confirmed).toHaveText([title, /.+, \d{2}:00$/, 'Asha Patil', mobile, 'Pune']);
  await expect(scheduler.getByText(`sent by SMS to ${mobile}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const mine = scheduler.getByRole('list', { name: 'Your meetings' });
  await expect(mine.getByText(title)).toBeVisible();
  // the slot is taken for everyone, and the form shows it booked
  expect(await slotState(page, day.value, time)).toBe(false);
  await date.selectOption(day.value);
  await expect(times.getByLabel(`${time} – Booked`)).toBeDisabled();

  // delete asks first; "Keep it" keeps it
  await mine.getByRole('button', { name: `Delete the meeting ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this meeting?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(mine.getByText(title)).toBeVisible();

  await mine.getByRole('button', { name: `Delete the meeting ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(scheduler.getByText(`The meeting "${title}" was deleted and its slot is free again.`)).toBeVisible();
  await expect(scheduler.getByText('You have not booked any meeting from this browser.')).toBeVisible();
  await expect(scheduler.getByRole('heading', { name: 'Your meetings' })).toBeFocused();
  expect(await slotState(page, day.value, time)).toBe(true);
  await expect(times.getByLabel(time, { exact: true })).toBeEnabled();
});

test('the FAQ opens and closes by keyboard, and its answer links to the page', async ({ page }) => {
  await page.goto('/assitance');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faq.locator('summary').first();
  await expect(question).toHaveText('How do I reset my password?');
  const item = faq.locator('details').first();
  await expect(item).not.toHaveAttribute('open');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open');
  const link = item.getByRole('link', { name: 'Go to Having Trouble Signing In' });
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
  await expect(faq.locator('details')).toHaveCount(await faq.locator('summary').count());
  expect(await faq.locator('summary').count()).toBeGreaterThanOrEqual(12);
});

for (const lang of ['en', 'mr'] as const) {
  test(`/assitance at 390 px has no axe violations (${lang}), with a FAQ answer open`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/assitance');
    await expect(page.locator('.help-visits__item').first()).toBeVisible();
    await expect(page.locator('.help-faq__item').first()).toBeVisible();
    await page.locator('.help-faq__question').first().click();
    // the time radios of a day, booked and past ones marked
    await page.locator('#meeting-date').selectOption({ index: 2 });
    await expect(page.locator('#meeting-time')).toBeVisible();
    if (lang === 'mr') {
      await expect(page.getByRole('heading', { level: 2, name: 'बैठक नियोजक' })).toBeVisible();
      // times in Marathi: 24-hour, Devanagari digits, no AM/PM
      await expect(page.locator('.help-visits__item dd').nth(1)).toHaveText(/^[०-९]{2}:[०-९]{2}$/);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
