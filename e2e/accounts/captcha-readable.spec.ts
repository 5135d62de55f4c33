import { axeViolations, expect, test, useLanguage } from '../fixtures';

/**
 * The registration captcha on a phone (issue 23 item 10, decision 066): the picture at its own size
 * (240×64, large characters), inside the 390 px screen with its audio and refresh buttons, no
 * sideways scroll, axe clean, in English and Marathi.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const [lang, refresh] of [
  ['en', 'New CAPTCHA'],
  ['mr', 'नवीन कॅप्चा'],
] as const) {
  test(`the registration captcha is shown full size on a 390 px screen (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/Candidate');
    const image = page.locator('.captcha__image');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const box = await image.boundingBox();
    // Its own size, not squeezed to 50 px high as before (borders add at most 2 px).
    expect(box?.width).toBeGreaterThanOrEqual(240);
    expect(box?.width).toBeLessThanOrEqual(242);
    expect(box?.height).toBeGreaterThanOrEqual(64);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([240, 64]);
    const button = page.getByRole('button', { name: refresh });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const right = async (selector: string) => {
      const b = await page.locator(selector).boundingBox();
      return (b?.x ?? 0) + (b?.width ?? 999);
    };
    expect(await right('.captcha__image')).toBeLessThanOrEqual(390);
    expect(await right('.captcha__refresh')).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A new challenge is a new picture of the same size.
    const before = await image.getAttribute('src');
    await button.click();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await expect(page.locator('.page-loading')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}
