import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Sets the portal language before the page's own scripts run (as a returning visitor would have it). */
export async function useLanguage(page: Page, lang: 'en' | 'mr') {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), lang);
}

/** axe on the whole page (WCAG 2.1 A and AA); returns the violations, for `expect(...).toEqual([])`. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

export const test = base;
export { expect };
