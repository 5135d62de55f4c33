import { expect, test } from '../fixtures';
import { openHome, stubVideoSites } from './home';

/** Part 1 §1, §2 (home page blocks), §3 (video), §9 (statistics). */

// The blocks that only need reading share one load of the home page (one step each); the ones that
// interact (ticker, video, carousel) have their own.
test('the home page blocks: banner, dignitaries, higher education, statistics, entrepreneurship, main actions', async ({
  page,
}) => {
  test.slow(); // a dozen blocks read in one load: over 30 s when the machine is busy
  await openHome(page);
  await test.step('the banner shows the board name and a welcome, beside the sign-in card slot', async () => {
    const banner = page.getByRole('region', {
      name: 'Maharashtra State Board of Skill, Vocational Education and Training',
    });
    await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner.getByText(/^Welcome\./)).toBeVisible();
    await expect(banner.locator('img')).toHaveCount(0);
    // the sign-in card sits in the same row as the banner on a desktop
    const [bannerBox, slotBox] = await Promise.all([
      banner.boundingBox(),
      page.locator('.home__sign-in').boundingBox(),
    ]);
    expect(slotBox?.x).toBeGreaterThan((bannerBox?.x ?? 0) + (bannerBox?.width ?? 0) - 1);
    expect(Math.abs((slotBox?.y ?? 0) - (bannerBox?.y ?? 0))).toBeLessThan(2);
  });
  await test.step('four dignitary cards name the office and the title, with a pictogram, not bare initials', async () => {
    const cards = page.getByRole('region', { name: 'Dignitaries' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().locator('svg')).toHaveCount(1);
    await expect(cards.first()).not.toContainText('CM');
    await expect(cards.first().getByText('Office of the Hon. Chief Minister')).toBeVisible();
    await expect(cards.first().getByText('Chief Minister, Maharashtra State')).toBeVisible();
    await expect(cards.nth(3).getByText('Office of the Director', { exact: true })).toBeVisible();
  });
  await test.step('Higher Education Opportunities: three outside links; the empty admission circular is text, not a dead link', async () => {
    const block = page.getByRole('region', { name: 'Higher Education Opportunities' });
    await expect(block.getByRole('listitem')).toHaveCount(3);
    const degree = block.getByRole('link', { name: /Bachelor of Vocation/ });
    await expect(degree).toHaveAttribute('href', 'https://sve.tiss.edu');
    await expect(degree).toHaveAttribute('target', '_blank');
    await expect(degree).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(block.getByRole('link', { name: /Diploma in Engineering/ })).toHaveAttribute(
      'href',
      'https://msbte.ac.in',
    );
    await expect(block.getByRole('link', { name: /Industrial Training Institute/ })).toHaveAttribute(
      'href',
      'https://dvet.gov.in',
    );
    const degreeItem = block.getByRole('listitem').filter({ hasText: 'Bachelor of Vocation' });
    await expect(degreeItem.getByText('Admission circular: not yet published')).toBeVisible();
    await expect(block.getByRole('link')).toHaveCount(3);
    await expect(block.locator('a[href=""], a[href="#"]')).toHaveCount(0);
  });
  await test.step('the statistics strip counts what the search finds: 38 sectors, 2,276 institutes, 862 courses', async () => {
    const strip = page.getByRole('region', { name: 'The Board at a glance' });
    await expect(strip.getByRole('listitem')).toHaveText([
      /^38\s*Sectors$/,
      /^2,276\s*Affiliated Institutes$/,
      /^862\s*Courses$/,
      /^[\d,]+\s*Registered Candidates$/,
    ]);
  });
  await test.step('Entrepreneurship opportunities list development corporations and loan schemes', async () => {
    const block = page.getByRole('region', { name: 'Entrepreneurship Opportunities' });
    await expect(block.getByRole('listitem')).toHaveCount(8);
    await expect(block.getByRole('link', { name: /Pradhan Mantri Mudra Yojana/ })).toHaveAttribute(
      'href',
      'https://www.mudra.org.in',
    );
    // an entry whose address the board has not filled in is text, not a dead link
    await expect(
      block.getByText('Vasantrao Naik Vimukta Jatis and Nomadic Tribes Development Corporation'),
    ).toBeVisible();
    await expect(block.getByRole('link', { name: /Vasantrao Naik/ })).toHaveCount(0);
  });
  await test.step('the banner offers the three main actions: register, search institutes, report an institute', async () => {
    const banner = page.getByRole('region', {
      name: 'Maharashtra State Board of Skill, Vocational Education and Training',
    });
    await expect(banner.getByRole('link', { name: 'Register as a candidate' })).toHaveAttribute('href', '/Candidate');
    await expect(banner.getByRole('link', { name: 'Search institutes' })).toHaveAttribute('href', '/institutes/search');
    await banner.getByRole('link', { name: 'Report an unauthorised institute' }).click();
    await expect(page).toHaveURL(/\/register-complaint$/);
  });
});

test.describe('announcements ticker', () => {
  test('shows the three announcements and scrolls', async ({ page }) => {
    await openHome(page);
    const ticker = page.getByRole('marquee', { name: 'Announcements' });
    const items = ticker.locator('ul:not([aria-hidden]) > li');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Summer 2026 examinations');
    const track = ticker.locator('.ticker__track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const start = await track.evaluate((el) => getComputedStyle(el).transform);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(start);
  });

  test('pauses on hover and on keyboard focus', async ({ page }) => {
    await openHome(page);
    const ticker = page.getByRole('marquee', { name: 'Announcements' });
    const track = ticker.locator('.ticker__track');
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 600);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker.focus();
    await expect(ticker).toBeFocused();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.getByRole('button', { name: 'Pause announcements' }).focus();
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('has pause and play buttons', async ({ page }) => {
    await openHome(page);
    const track = page.getByRole('marquee', { name: 'Announcements' }).locator('.ticker__track');
    const pause = page.getByRole('button', { name: 'Pause announcements' });
    const play = page.getByRole('button', { name: 'Play announcements' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('does not move under prefers-reduced-motion: the announcements are a static list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const ticker = page.getByRole('region', { name: 'Announcements' });
    await expect(ticker.getByRole('listitem')).toHaveCount(3);
    await expect(ticker.getByRole('listitem').nth(2)).toBeVisible();
    await expect(page.getByRole('marquee')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /announcements/ })).toHaveCount(0);
    const animations = await ticker.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].map((node) => getComputedStyle(node).animationName).filter((n) => n !== 'none'),
    );
    expect(animations).toEqual([]);
  });
});

test.describe('Related Videos', () => {
  test('a thumbnail button loads the embedded player only when clicked', async ({ page }) => {
    await stubVideoSites(page);
    await openHome(page);
    const videos = page.getByRole('region', { name: 'Related Videos' });
    await expect(videos.getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('iframe')).toHaveCount(0);
    await videos.getByRole('button', { name: 'Play video: Introduction to the Board and Its Courses' }).click();
    const player = videos.locator('iframe[title="Introduction to the Board and Its Courses"]');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(player).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(1);

    await videos.getByRole('button', { name: 'Play video: How to Register as a Candidate on the Portal' }).click();
    await expect(videos.locator('iframe[title="How to Register as a Candidate on the Portal"]')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\//,
    );
  });

  test("the removed video shows 'This video has been removed for violating Terms of Service'", async ({ page }) => {
    await openHome(page);
    const removed = page
      .getByRole('region', { name: 'Related Videos' })
      .getByRole('listitem')
      .filter({ hasText: 'State-level Skill Competition 2025' });
    await expect(removed.getByText('This video has been removed for violating Terms of Service')).toBeVisible();
    await expect(removed.getByRole('button')).toHaveCount(0);
  });
});

test('the statistics strip uses Marathi digits with Indian grouping in Marathi', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'mr'));
  await openHome(page);
  await expect(page.getByRole('region', { name: 'मंडळ दृष्टिक्षेपात' })).toContainText('२,२७६');
});

test.describe('government schemes carousel', () => {
  const firstSlide = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Government Schemes' }).getByRole('group').first();

  test('has twelve schemes, each slide named like "3 of 12", with previous and next buttons', async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Government Schemes' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await carousel.getByRole('button', { name: 'Stop the automatic slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Start the automatic slide show' })).toBeVisible();
    // on a busy machine the show may have moved on before the click stopped it: back to the first scheme
    const shown = Number(/^(\d+) of 12$/.exec((await firstSlide(page).getAttribute('aria-label')) ?? '')?.[1]);
    for (let n = shown; n > 1; n -= 1) await carousel.getByRole('button', { name: 'Previous schemes' }).click();
    await expect(firstSlide(page)).toHaveAccessibleName('1 of 12');
    await expect(carousel.getByRole('group')).toHaveCount(4);
    await expect(firstSlide(page).getByRole('link')).toHaveAttribute('href', 'https://www.pmkvyofficial.org');
    // a pictogram of what the scheme is about, not an acronym in a circle
    await expect(firstSlide(page).locator('svg.scheme__logo')).toHaveCount(1);
    await expect(firstSlide(page).getByRole('link')).toHaveText(/^Pradhan Mantri Kaushal Vikas Yojana/);

    await carousel.getByRole('button', { name: 'Next schemes' }).click();
    await expect(firstSlide(page)).toHaveAccessibleName('2 of 12');
    await carousel.getByRole('button', { name: 'Previous schemes' }).click();
    await carousel.getByRole('button', { name: 'Previous schemes' }).click();
    await expect(firstSlide(page)).toHaveAccessibleName('12 of 12');
    await expect(carousel.getByRole('group').nth(1)).toHaveAccessibleName('1 of 12');
  });

  test('advances by itself', async ({ page }) => {
    await openHome(page);
    // on a busy machine the show may already have moved on when the page is ready: from where it is
    const shown = Number(/^(\d+) of 12$/.exec((await firstSlide(page).getAttribute('aria-label')) ?? '')?.[1]);
    const later = (steps: number) => `${((shown - 1 + steps) % 12) + 1} of 12`;
    await expect(firstSlide(page)).toHaveAccessibleName(later(1));
    await expect(firstSlide(page)).toHaveAccessibleName(later(2));
  });

  test('pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Government Schemes' });
    await carousel.getByRole('heading').hover();
    // on a busy machine the show may have moved on before the pointer arrived: it stays where it is now
    const shown = (await firstSlide(page).getAttribute('aria-label')) ?? '';
    await page.clock.runFor(10_000);
    await expect(firstSlide(page)).toHaveAccessibleName(shown);
    await page.mouse.move(0, 0);
    // once the pointer has left, the next 3 s timer moves it on
    const next = `${(Number(/^(\d+) of 12$/.exec(shown)?.[1]) % 12) + 1} of 12`;
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return firstSlide(page).getAttribute('aria-label');
      })
      .toBe(next);
  });

  test('never advances by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Government Schemes' });
    await expect(firstSlide(page)).toHaveAccessibleName('1 of 12');
    await page.clock.runFor(10_000);
    await expect(firstSlide(page)).toHaveAccessibleName('1 of 12');
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    // the user can still move it
    await carousel.getByRole('button', { name: 'Next schemes' }).click();
    await expect(firstSlide(page)).toHaveAccessibleName('2 of 12');
  });
});
