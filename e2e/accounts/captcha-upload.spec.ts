import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { files, fillPersonalDetails, newPerson } from './accounts';

test.setTimeout(90_000);

for (const [lang, playAudio] of [
  ['en', 'Play audio'],
  ['mr', 'ऑडिओ ऐका'],
] as const) {
  test(`the captcha is a PNG with an audio alternative in the page's language (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const challenge = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Captcha' && r.ok());
    await page.goto('/Candidate');
    const { CaptchaId, Answer } = (await (await challenge).json()) as { CaptchaId: string; Answer: string };
    const image = page.locator('.captcha__image');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await image.getAttribute('alt')).not.toContain(Answer);

    const audio = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Captcha/audio');
    await page.getByRole('button', { name: playAudio }).click();
    const response = await audio;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    expect(new URL(response.url()).searchParams.get('CaptchaId')).toBe(CaptchaId);
    expect(new URL(response.url()).searchParams.get('lang')).toBe(lang);
    await expect(page.locator('.page-loading')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('staff registration: documents upload only after the mobile number is verified by OTP', async ({ page }) => {
  await page.goto('/Staff');
  await expect(page.locator('.captcha__image')).toBeVisible();
  await page.getByLabel(/^Photo/).setInputFiles(files.jpeg('photo.jpg'));
  await expect(page.getByText('Please verify your mobile number by OTP before uploading documents.')).toBeVisible();
  await fillPersonalDetails(page, newPerson());
  await page.getByLabel(/^Photo/).setInputFiles(files.jpeg('photo.jpg'));
  await expect(page.getByText('Uploaded: photo.jpg')).toBeVisible();
});
