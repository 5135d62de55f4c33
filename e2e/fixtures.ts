import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { newPerson, type Person, SECURITY_ANSWER } from './accounts/accounts';

/**
 * Sets the portal language before the page's own scripts run (as a returning visitor would have it),
 * for every later load of the page: called again, the later language wins (its script runs after).
 */
export async function useLanguage(page: Page, lang: 'en' | 'mr') {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), lang);
  // and the cookie the server renders public pages in (decision 070), as the language switch sets both
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
}

/**
 * axe on the whole page (WCAG 2.1 A and AA, and axe's best practices such as every part of the page
 * inside a landmark and landmarks named uniquely); returns the violations, for `expect(...).toEqual([])`.
 * Legacy mode runs axe in the page and its frames as they are: the default opens a blank page to
 * gather the frames' results, which cost ~0.7 s of each pass on CI's cores (1.2–1.7 s → 0.5–0.85 s
 * measured on /, /institutes/search and /register-complaint); it leaves out only cross-origin frames,
 * which are not the portal's own pages (the home page's video).
 */
export async function axeViolations(page: Page) {
  let axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode();
  // A modal dialog makes the page behind it inert, so axe would find no <main> and no <h1> there.
  if (await page.evaluate(() => document.querySelector('dialog:modal') !== null)) {
    axe = axe.disableRules(['landmark-one-main', 'page-has-heading-one']);
  } else {
    // a screen that is still loading a part (its Suspense fallback) has no heading yet: scan it loaded
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const results = await axe.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/**
 * axe on the page as it is (English), then reloaded in Marathi, then reloaded back in English: both
 * languages of a screen checked where it stands (its data and state kept by the reload).
 */
export async function axeInBothLanguages(page: Page) {
  const violations: Record<string, unknown> = { en: await axeViolations(page) };
  await useLanguage(page, 'mr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.waitForLoadState('networkidle');
  violations.mr = await axeViolations(page);
  await useLanguage(page, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(violations).toEqual({ en: [], mr: [] });
}

/**
 * Each user a fixture creates comes from an address of its own (the server trusts one proxy in the
 * e2e run, playwright.config.ts), as real people do: the per-address limits on OTPs and registrations
 * then hold for them as in the field, however many users a full run creates from this one machine.
 */
export function fromOwnAddress(): Record<string, string> {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return { 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` };
}

/**
 * Registers a candidate through the API, as the registration screen does (captcha, OTP to the mobile,
 * RegisterCandidate), for tests whose subject is not registration. The captcha answer and the OTP come
 * from CAPTCHA_TEST_MODE and the console SMS mode. Security question 2 ('first school'), SECURITY_ANSWER.
 */
export async function createCandidate(request: APIRequestContext, person: Person = newPerson()) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', ...fromOwnAddress() };
  const ok = async <T>(response: APIResponse): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { otp } = await ok<{ otp: string }>(
    await request.post('/api/OTP/send-otp', { headers, data: { mobileNumber: person.mobile } }),
  );
  await ok<unknown>(await request.post('/api/OTP/verify-otp', { headers, data: { mobileNumber: person.mobile, otp } }));
  const captcha = await ok<{ CaptchaId: string; Answer: string }>(
    await request.get('/api/Captcha?kind=registration', { headers }),
  );
  const registered = await ok<{ Data: string }>(
    await request.post('/api/Registration/RegisterCandidate', {
      headers,
      data: {
        IsITIRegistered: 'N',
        ITIRegistrationNo: '',
        FirstName: person.firstName,
        MiddleName: 'Ramesh',
        LastName: person.lastName,
        GenderCode: 'F',
        DOB: '2004-08-15',
        EMailID: person.email,
        MobileNo: person.mobile,
        AltMobileNo: '',
        SecurityQuestionID: 2,
        SecurityQuestionAnswer: SECURITY_ANSWER,
        Password: person.password,
        ConfirmPassword: person.password,
        CaptchaId: captcha.CaptchaId,
        CaptchaText: captcha.Answer,
      },
    }),
  );
  return { ...person, profileId: registered.Data };
}

/**
 * A server-rendered page (decision 070) is on screen before the app has taken it over: a test acts on it
 * once `src/app/layout.tsx` has marked it ready, as a person would once it responds.
 */
async function untilReady(page: Page) {
  await page.waitForFunction(
    () => document.getElementById('ssr-data') === null || document.documentElement.dataset.ready !== undefined,
  );
}

/** `page` with navigations that resolve once the page is ready. */
function readyAfterNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `commit`: the test looks at the page before the app runs
    if (args[1]?.waitUntil !== 'commit') await untilReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady(page);
    return response;
  };
  return page;
}

/** Every page a context opens waits for readiness after a navigation. */
function readyPages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => readyAfterNavigation(await newPage());
  return context;
}

/**
 * What the browser refused in `context` under the portal's CSP (apps/server/src/platform/security-headers.ts):
 * a screen that needs something refused (an injected <style>, an inline script) is broken in a way the
 * test may not see, so every test's own context must end with none (a context a test opens itself can
 * use this too).
 */
export function cspRefusals(context: BrowserContext): string[] {
  const refused: string[] = [];
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      refused.push(`${message.location().url}: ${message.text()}`);
  });
  return refused;
}

/** The same for the test's own page, its context's other pages and the contexts a test opens itself. */
export const test = base.extend<object, { readyBrowser: undefined }>({
  readyBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // without JavaScript the server's page is all there is: nothing to wait for
        return args[0]?.javaScriptEnabled === false ? context : readyPages(context);
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    const refused = cspRefusals(context);
    await use(readyPages(context));
    expect(refused, 'refused under the CSP').toEqual([]);
  },
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
});
export { expect };
