import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
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

  it('preloads the Devanagari font’s weights on a Marathi page only', () => {
    const fonts = ['noto-sans-devanagari-marathi-400-X1.woff2', 'noto-sans-devanagari-marathi-700-Y2.woff2'];
    const mr = fillTemplate(template, { html: '', title: '', data: { lang: 'mr' } }, fonts);
    expect(mr).toContain(
      `<link rel="preload" href="/assets/${fonts[0]}" as="font" type="font/woff2" crossorigin><link rel="preload" href="/assets/${fonts[1]}" as="font" type="font/woff2" crossorigin></head>`,
    );
    expect(fillTemplate(template, { html: '', title: '', data: { lang: 'en' } }, fonts)).not.toContain('preload');
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
