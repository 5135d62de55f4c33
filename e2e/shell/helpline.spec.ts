import { expect, test, useLanguage } from '../fixtures';
import { openHome } from '../home/home';

/** Part 1 §2: the Helpline button opens Helpline Numbers; §9: the hours. */

test('the Helpline dialog shows the hours and number; Escape closes it and focus returns to Helpline', async ({
  page,
}) => {
  await page.goto('/');
  const helpline = page.getByRole('button', { name: 'Helpline' });
  await helpline.click();
  const dialog = page.getByRole('dialog', { name: 'Helpline Numbers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Monday to Friday, 10:00 AM to 05:00 PM')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+91 22 2262 0603' })).toHaveAttribute('href', 'tel:+912222620603');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(2);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(helpline).toBeFocused();

  await helpline.click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(helpline).toBeFocused();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // the next Tab continues inside the main content, not back in the top bar
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the footer carries the copyright line with the board name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(
    'Maharashtra State Board of Skill, Vocational Education and Training. All rights reserved.',
  );
});

/** GIGW's footer links (issue 23 item 13): each opens its page, with its "Last updated" day, in both languages. */
const FOOTER_PAGES = [
  { en: 'Accessibility Statement', mr: 'सुलभता निवेदन', path: '/accessibility-statement' },
  { en: 'Privacy Policy', mr: 'गोपनीयता धोरण', path: '/privacy-policy' },
  { en: 'Terms of Use', mr: 'वापराच्या अटी', path: '/terms-of-use' },
] as const;
for (const lang of ['en', 'mr'] as const) {
  test(`the footer links the accessibility statement, privacy policy, terms of use and sitemap in ${lang === 'en' ? 'English' : 'Marathi'}`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // and the day the site's public content last changed (the seeded content: today)
    await expect(footer).toContainText(
      lang === 'en' ? /Site last updated: \d{1,2} \w+ 20\d\d/ : /संकेतस्थळात शेवटचा बदल: [०-९]{1,2} \S+ २०[०-९]{2}/,
    );
    for (const item of FOOTER_PAGES) {
      await footer.getByRole('link', { name: item[lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item[lang] })).toBeVisible();
      await expect(page.getByText(lang === 'en' ? /^Last updated: / : /^शेवटचा बदल: /)).toBeVisible();
    }
    await footer.getByRole('link', { name: lang === 'en' ? 'Sitemap' : 'साइटमॅप', exact: true }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: lang === 'en' ? 'Register Complaint' : 'तक्रार नोंदवा', exact: true }).click();
    await expect(page).toHaveURL(/\/register-complaint$/);
  });
}
