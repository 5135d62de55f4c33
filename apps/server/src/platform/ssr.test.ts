import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { homeApi } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { revokeLetter } from '../modules/admission-letter/repo';
import { letterFor } from '../modules/admission-letter/test-helpers';
import { useTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { fillTemplate, pageLanguage } from './ssr';

const template =
  '<!doctype html><html lang="en"><head><title>Board</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

const requestWith = (query: Record<string, string>, cookies: Record<string, string>) =>
  ({ query, cookies }) as unknown as FastifyRequest;

describe('a server-rendered page (decision 070)', () => {
  it('puts the HTML into the root, the data beside it, the language on <html> and the page title', () => {
    const page = fillTemplate(template, {
      html: '<main><h1>मंडळाविषयी</h1></main>',
      title: 'मंडळाविषयी – मंडळ',
      data: { lang: 'mr' },
    });
    expect(page).toContain('<html lang="mr">');
    expect(page).toContain('<title>मंडळाविषयी – मंडळ</title>');
    expect(page).toContain(
      '<div id="root"><main><h1>मंडळाविषयी</h1></main></div><script type="application/json" id="ssr-data">{"lang":"mr"}</script>',
    );
  });

  it('lets no text in the data or the title close the script or the title', () => {
    const page = fillTemplate(template, {
      html: '',
      title: '</title><script>alert(1)</script>',
      data: { lang: 'en', notice: '</script><script>alert(1)</script>' } as { lang: 'en' },
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const data = /id="ssr-data">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(data).notice).toBe('</script><script>alert(1)</script>');
  });

  it('preloads the Devanagari font on a Marathi page only', () => {
    const font = 'noto-sans-devanagari-marathi-400-X1.woff2';
    const mr = fillTemplate(template, { html: '', title: '', data: { lang: 'mr' } }, font);
    expect(mr).toContain(`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin></head>`);
    expect(fillTemplate(template, { html: '', title: '', data: { lang: 'en' } }, font)).not.toContain('preload');
  });

  it('keeps the site title when the page names none', () => {
    expect(fillTemplate(template, { html: '', title: '', data: { lang: 'en' } })).toContain('<title>Board</title>');
  });

  it('is in the link’s language, else the cookie’s, else English; anything else in the link is ignored', () => {
    expect(pageLanguage(requestWith({ lang: 'mr' }, { lang: 'en' }))).toBe('mr');
    expect(pageLanguage(requestWith({}, { lang: 'mr' }))).toBe('mr');
    expect(pageLanguage(requestWith({}, {}))).toBe('en');
    expect(pageLanguage(requestWith({ lang: 'hi' }, { lang: 'mr' }))).toBe('mr');
    expect(pageLanguage(requestWith({ lang: 'hi' }, { lang: 'xx' }))).toBe('en');
  });
});

/**
 * A built web app whose server build renders, for any page, the answer of the one read it names:
 * `/verify-letter/<code>` the letter's check, any other page the home page's blocks. Each render is numbered,
 * so a page served from the cache shows the number of the render it was kept from.
 */
function webDistReadingApi() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
  fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), template);
  fs.writeFileSync(
    path.join(root, 'dist-server', 'ssr.js'),
    `let renders = 0;
export async function render(url, lang, send) {
  renders += 1;
  const code = /^\\/verify-letter\\/(.+)$/.exec(url)?.[1];
  const answer = await send(code ? '/api/VerifyLetter/' + code : '${homeApi.content.path}?lang=' + lang, {});
  return { html: '<p>render ' + renders + ': ' + (await answer.text()) + '</p>', title: '', data: { lang } };
}`,
  );
  return path.join(root, 'dist');
}

describe('which server-rendered pages are kept', () => {
  const ctx = useTestApp({ WEB_DIST: webDistReadingApi() });
  const page = async (url: string) => (await ctx().app.inject({ url })).body.match(/<p>render (\d+): (.*)<\/p>/s);

  it('keeps a page made of public reads, and renders afresh one whose read may not be kept: a revocation shows at once', async () => {
    const first = await page('/about/board');
    expect(first?.[2]).toContain('"ticker"');
    expect((await page('/about/board'))?.[1]).toBe(first?.[1]);

    const { database } = ctx();
    const user = await createUser(database.db);
    const letter = await letterFor(ctx(), user.id, 'राहुल पाटील');
    const valid = await page(`/verify-letter/${letter.code}`);
    expect(valid?.[2]).toContain('"Status":"valid"');
    await revokeLetter(database.db, letter.id, 'Admission cancelled by the institute', new Date());
    const revoked = await page(`/verify-letter/${letter.code}`);
    expect(revoked?.[1]).not.toBe(valid?.[1]);
    expect(revoked?.[2]).toContain('"Status":"revoked"');
  });
});
