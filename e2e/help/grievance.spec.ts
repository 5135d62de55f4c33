import { nextOtp, uniqueContact } from '../accounts/accounts';
import { axeViolations, expect, fromOwnAddress, test, useLanguage } from '../fixtures';

/** A minimal one-page PDF (the server checks attachments by their bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n',
  'latin1',
);

test('a visitor files a grievance with OTP and an attachment, then looks it up by number and OTP', async ({ page }) => {
  // OTPs are limited per address: this visitor has one of their own.
  await page.setExtraHTTPHeaders(fromOwnAddress());
  const { mobile, email } = uniqueContact();
  await page.goto('/assitance');
  const form = page.getByRole('form', { name: 'Raise a grievance' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await form.getByLabel(/^Full name/).fill('Sunita Jadhav');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const otp = nextOtp(page);
  await form.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify mobile number' });
  await dialog.getByLabel('OTP').fill(await otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Verified' })).toContainText(
    'Your mobile number has been verified successfully!',
  );
  await expect(page.getByRole('dialog', { name: 'Verified' })).toBeHidden();
  await expect(form.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute('readonly', '');
  await expect(submit).toBeEnabled();

  await form.getByLabel(/^Grievance type/).selectOption({ label: 'Technical' });
  await form.getByLabel(/^Subject/).fill('Admission letter not downloading');
  await form
    .getByLabel(/^Description/)
    .fill('The admission letter page shows an error every time I try to download my letter since Monday.');
  const attachments = form.getByLabel(/^Attachments/);
  // A file of another type is refused with a message, not dropped in silence.
  await attachments.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('notes.txt: Invalid file type. Allowed: jpeg, png, pdf').first()).toBeVisible();
  await attachments.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([/receipt\.pdf/]);
  await submit.click();

  const success = page.getByRole('status').filter({ hasText: 'Your grievance has been successfully submitted!' });
  await expect(success).toBeFocused();
  const number = (await success.textContent())?.match(/GRV-\d{4}-\d{6}/)?.[0] ?? '';
  expect(number).not.toBe('');
  // the form and the verified flag are reset
  await expect(form.getByLabel(/^Full name/)).toHaveValue('');
  await expect(form.getByRole('textbox', { name: /^Mobile number/ })).not.toHaveAttribute('readonly', '');
  await expect(form.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  await expect(submit).toBeDisabled();

  await success.getByRole('link', { name: 'Check the status of your grievance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Status of Grievance' })).toBeVisible();
  await expect(page.getByLabel(/^Grievance number/)).toHaveValue(number);
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const statusOtp = nextOtp(page);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`An OTP has been sent to +91 ${mobile}.`)).toBeVisible();
  await page.getByLabel(/^OTP/).fill(await statusOtp);
  await page.getByRole('button', { name: 'Check status' }).click();

  const result = page.getByRole('region', { name: `Grievance ${number}` });
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByTestId('case-status')).toHaveText('Received');
  await expect(result.getByRole('list').first().getByRole('listitem')).toHaveText([/Received by the board/]);
  // what was filed (issue 23 item 8): the attachment by the name it had
  await expect(result.getByRole('list').nth(1).getByRole('listitem')).toHaveText(['receipt.pdf']);
  expect(await axeViolations(page)).toEqual([]);
});

test('the form names each field it refuses, beside the field and in the summary; counts as you type; Reset empties it', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(fromOwnAddress());
  const { mobile } = uniqueContact();
  await page.goto('/assitance');
  const form = page.getByRole('form', { name: 'Raise a grievance' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(form.getByText('Verify your mobile number to submit the grievance.')).toBeVisible();

  const subject = form.getByLabel(/^Subject/);
  await subject.fill('Short');
  await expect(subject).toHaveAccessibleDescription(/5 of 200 characters/);
  await form.getByLabel(/^Full name/).fill('A');
  await form.getByLabel(/^Email/).fill('not-an-email');
  const mobileBox = form.getByRole('textbox', { name: /^Mobile number/ });
  await mobileBox.fill(mobile);
  const otp = nextOtp(page);
  await form.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify mobile number' });
  await dialog.getByLabel('OTP').fill(await otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Verified' })).toBeHidden();
  await expect(form.getByText('Verify your mobile number to submit the grievance.')).toHaveCount(0);
  await submit.click();

  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Name must be at least 2 characters',
    'Email is invalid',
    'Grievance type is required',
    'Subject must be at least 10 characters',
    'Description is required',
  ]);
  await expect(form.getByLabel(/^Full name/)).toHaveAccessibleDescription(/Name must be at least 2 characters/);
  await expect(form.getByLabel(/^Description/)).toHaveAccessibleDescription(/Description is required/);
  // mended, a field's error leaves the field and the summary
  await form.getByLabel(/^Full name/).fill('Sunita Jadhav');
  await expect(form.getByLabel(/^Full name/)).not.toHaveAccessibleDescription(/Name must be/);
  await expect(summary.getByRole('link')).toHaveCount(4);

  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(form.getByLabel(/^Full name/)).toHaveValue('');
  await expect(subject).toHaveAccessibleDescription(/0 of 200 characters/);
  await expect(mobileBox).not.toHaveAttribute('readonly', '');
  await expect(submit).toBeDisabled();
  await expect(summary).toHaveCount(0);
});

test('in Marathi: the status, due date and timeline in Devanagari digits; a wrong code gets the one answer; no axe violations', async ({
  page,
  request,
}) => {
  // The grievance itself is filed through the API here (the form's own journey is the test above).
  const headers = { 'X-Requested-With': 'XMLHttpRequest', ...fromOwnAddress() };
  const { mobile, email } = uniqueContact();
  const sent = await request.post('/api/OTP/send-otp', {
    headers,
    data: { mobileNumber: mobile, purpose: 'grievance' },
  });
  const { otp } = (await sent.json()) as { otp: string };
  expect(
    (
      await request.post('/api/OTP/verify-otp', {
        headers,
        data: { mobileNumber: mobile, otp, purpose: 'grievance' },
      })
    ).ok(),
  ).toBe(true);
  const filed = await request.post('/api/Grievance/submit', {
    headers: { ...headers, 'Accept-Language': 'mr' },
    multipart: {
      name: 'सुनीता जाधव',
      email,
      primaryNumber: mobile,
      grievanceType: 'service',
      subject: 'प्रवेश निश्चिती पत्र मिळाले नाही',
      description: 'प्रवेश निश्चिती पत्र डाउनलोड करताना प्रत्येक वेळी त्रुटी दिसते; कृपया ही अडचण लवकर सोडवावी ही विनंती.',
      attachments: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const number = ((await filed.json()) as { Data: { GrievanceNo: string } }).Data.GrievanceNo;

  await page.setExtraHTTPHeaders(fromOwnAddress());
  await useLanguage(page, 'mr');
  await page.goto('/grievance-status');
  await expect(page.getByRole('heading', { level: 1, name: 'गाऱ्हाण्याची सद्यःस्थिती' })).toBeVisible();
  await page.getByLabel(/^गाऱ्हाण्याचा क्रमांक/).fill(number);
  await page.getByRole('textbox', { name: /^मोबाईल क्रमांक/ }).fill(mobile);
  const code = page.getByRole('textbox', { name: /^ओटीपी/ });

  // a code that was never sent: the same answer as an unknown number
  await code.fill('123456');
  await page.getByRole('button', { name: 'सद्यःस्थिती पाहा' }).click();
  await expect(page.getByText(/जुळणारे प्रकरण आढळले नाही/)).toBeVisible();

  // One number gets one OTP per few seconds (OTP_RESEND_SECONDS): ask again until the wait is over.
  let statusOtp = '';
  await expect(async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/OTP/send-otp'));
    await page.getByRole('button', { name: 'ओटीपी पाठवा' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    statusOtp = ((await response.json()) as { otp: string }).otp;
  }).toPass();
  await expect(page.getByText(`+91 ${mobile} वर ओटीपी पाठवला आहे.`)).toBeVisible();
  await code.fill(statusOtp);
  await page.getByRole('button', { name: 'सद्यःस्थिती पाहा' }).click();

  const result = page.getByRole('region', { name: `गाऱ्हाणे ${number}` });
  await expect(result.getByTestId('case-status')).toHaveText('प्राप्त');
  const [timeline, documents] = [result.getByRole('list').first(), result.getByRole('list').nth(1)];
  await expect(timeline.getByRole('listitem')).toHaveText([/मंडळाकडे प्राप्त/]);
  // what was filed (issue 23 item 8), under the form's own labels, and where acknowledgements go
  await expect(result.getByRole('heading', { name: 'आपण दाखल केलेली माहिती' })).toBeVisible();
  await expect(result.getByText('प्रवेश निश्चिती पत्र मिळाले नाही')).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveText(['receipt.pdf']);
  await expect(result).toContainText(
    `${mobile.slice(-4)} ने शेवट होणाऱ्या मोबाईल क्रमांकावर एसएमएसद्वारे आणि e***@example.in या ई-मेलवर`,
  );
  // dates in Marathi with Devanagari digits, no Western ones
  for (const date of await result.locator('time').allTextContents()) {
    expect(date).toMatch(/[०-९]/);
    expect(date).not.toMatch(/[0-9]/);
  }
  expect(await axeViolations(page)).toEqual([]);
});
