import fs from 'node:fs';

/** Debian's Chromium and the flags that work on these machines (ARCHITECTURE.md); Playwright's own browser download cannot. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser of the end-to-end tests: Debian's headless shell (package chromium-headless-shell, the
 * same Chromium without the browser's own windows, and what Playwright itself runs headless) where it is
 * installed, else Chromium. Chromium 156 run headless still builds each new window's toolbar and
 * omnibox in renderers of their own: opening a page took 350–550 ms and 1.6–2 s of CPU per test's
 * browser context, against 120–170 ms and 0.6 s in the shell (8 contexts each, 2 runs, idle machine,
 * 2026-11-30); the help, notices and sign-in specs (26 tests, 2 workers) took 132–133 s against
 * 181–226 s, alternated. A test that shows a PDF in the page runs in Chromium (playwright.config.ts,
 * `@pdf-viewer`): the shell has no PDF viewer. Lighthouse (bench/lighthouse.ts) keeps the full Chromium
 * it was measured with.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
