import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH } from '../e2e/chromium';
import { MEASURED_PAGES } from '../e2e/measured-pages';
import { startPortal, stop } from './concurrent-users';
import { waitFor } from './wait-for';

/**
 * The public pages as a cheap phone gets them (issue 22 item 3): Lighthouse 12's performance category
 * with its defaults (mobile form factor, simulated throttling) on eight public routes in English and
 * Marathi, BENCH_RUNS runs each (default 3), median and range, beside a 4 KB static page served by a
 * bare node:http server in the same run: the floor this machine and its load allow.
 * The portal is built (`npm run build`, unless BENCH_NO_BUILD=1) and runs as `npm start` runs it, on a fresh
 * PGlite folder with its demo content. Marathi runs carry the language the way a visitor's browser
 * does: `language` in localStorage (the web app's key), the `lang=mr` cookie and `?lang=mr`.
 * Run alone, not part of `npm test` or CI: `node --import tsx bench/lighthouse.ts`.
 * It prints a markdown table; nothing here passes or fails.
 *
 * Environment: BENCH_RUNS (3), BENCH_LIGHTHOUSE_PORT (3204, and the floor on the next port), CHROME_PATH
 * (/usr/bin/chromium), BENCH_ROUTES (a comma-separated subset of the routes).
 */
const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3204);
const FLOOR_PORT = PORT + 1;
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? MEASURED_PAGES;
const LANGUAGES = ['en', 'mr'] as const;
type Language = (typeof LANGUAGES)[number];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Metric = 'perf' | 'lcp' | 'tbt' | 'bytes';
/** One run's numbers, and the language the page ended in (its `<html lang>`). */
type Sample = Record<Metric, number> & { shown: string };

/** A 4 KB page: a heading, text and a list, no script, no image, its style inline. */
function floorPage(): string {
  const items = Array.from({ length: 40 }, (_, i) => `<li>Skill course ${i + 1}: six months, Pune</li>`).join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><style>body{font:16px/1.5 sans-serif;margin:1rem}</style></head><body><h1>Maharashtra State Skill Development Board</h1><p>A static page of about 4 KB: what the machine and its load allow.</p><ul>${items}</ul></body></html>`;
  return page.padEnd(4096, ' ');
}

function serveFloor(): Promise<http.Server> {
  const body = floorPage();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(FLOOR_PORT, '127.0.0.1', () => resolve(server)));
}

/** One Lighthouse run in a fresh Chromium; `language` goes in before the page's own script runs. */
async function audit(url: string, language: Language | undefined): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (language) {
      // Lighthouse clears the origin's storage before it navigates; this runs in each new document after that
      await page.evaluateOnNewDocument((value: string) => {
        try {
          localStorage.setItem('language', value);
        } catch {
          // about:blank has no storage
        }
      }, language);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(language ? { extraHeaders: { Cookie: `lang=${language}` } } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      shown: await page.evaluate(() => document.documentElement.lang),
      perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** "median (min–max)" of one metric over the runs, in its unit. */
function cell(samples: Sample[], metric: Metric): string {
  const values = samples.map((s) => s[metric]);
  const show = (v: number) =>
    metric === 'bytes'
      ? `${(v / 1024).toFixed(0)} KB`
      : metric === 'perf'
        ? String(Math.round(v))
        : `${Math.round(v)} ms`;
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  return low === high ? low : `${show(median(values))} (${low}–${high})`;
}

const withLanguage = (url: string, language: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;

if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'ignore' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const portal = startPortal(PORT, { DATA_DIR: dataDir, SEED_DEMO: '1' });
const floor = await serveFloor();
try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const startLoad = load();
  const rows: string[] = [];
  // a run whose page ended in another language than asked is named, so a table never passes one off for the other
  const row = (route: string, language: string, samples: Sample[]) => {
    if (samples.length === 0) return `| ${route} | ${language} | no run finished | | | |`;
    const other = [...new Set(samples.map((s) => s.shown))].filter((l) => l !== language);
    const asked = other.length ? `${language} (showed ${other.join(', ')})` : language;
    return `| ${route} | ${asked} | ${cell(samples, 'perf')} | ${cell(samples, 'lcp')} | ${cell(samples, 'tbt')} | ${cell(samples, 'bytes')} |`;
  };
  const failures: string[] = [];
  // a run Lighthouse could not finish (on a loaded machine Chromium's load sometimes fails) is tried once more,
  // then left out and named under the table
  const runs = async (url: string, language?: Language) => {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          samples.push(await audit(url, language));
          break;
        } catch (error) {
          if (attempt === 2) failures.push(String(error));
        }
      }
    }
    return samples;
  };
  rows.push(row('floor (4 KB static)', 'en', await runs(`http://127.0.0.1:${FLOOR_PORT}/`)));
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      // English is what a first visit gets: nothing set
      const url = `http://127.0.0.1:${PORT}${route}`;
      rows.push(
        row(route, language, await (language === 'en' ? runs(url) : runs(withLanguage(url, language), language))),
      );
    }
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()} performance, mobile, simulated throttling; ${RUNS} runs each, median (range); ${os.cpus().length} cores, load average ${startLoad} at the start, ${load()} at the end\n`,
  );
  console.log(`Devanagari fonts of this machine: ${devanagariFonts()}\n`);
  console.log('| route | language | perf | LCP | TBT | bytes |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const line of rows) console.log(line);
  for (const failure of failures) console.log(`\nNot counted: ${failure}`);
} finally {
  floor.close();
  await stop(portal);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion(): string {
  const manifest = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The machine's own Devanagari fonts (fontconfig), which Chromium draws Marathi with until the web font
 * comes. A phone has one (Android's Noto Sans Devanagari); a machine without any draws boxes, wider than
 * the letters, so a Marathi page's text wraps again when the web font arrives: CLS 0.16–0.20 on /Staff and
 * /employee-development here without one, 0 with Debian's fonts-noto-core (stop 38).
 */
function devanagariFonts(): string {
  try {
    const families = execFileSync('fc-list', [':lang=mr', 'family'], { encoding: 'utf8' }).trim();
    return families
      ? [...new Set(families.split('\n'))].join('; ')
      : 'none (Marathi text is drawn as boxes until the web font comes)';
  } catch {
    return 'unknown (no fc-list)';
  }
}
