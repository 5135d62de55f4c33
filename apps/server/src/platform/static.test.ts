import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** A minimal built web app: index.html, one hashed asset, one image. */
function webDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg/>');
  return dir;
}

describe('the web app over HTTP', () => {
  const ctx = useTestApp({ WEB_DIST: webDist() });
  const get = (url: string) => ctx().app.inject({ url });

  it('serves the app with 200 on its routes, whatever the case or a trailing slash', async () => {
    const consolePages = ['/console', '/console/login', '/console/cases/CMP-2026-000001'];
    const letterChecks = ['/verify-letter/2-O6TKV34WPIL37LDI', '/verify-letter/anything'];
    for (const url of [
      '/',
      '/courses',
      '/COURSES/',
      '/board/vision?x=1',
      '/dashboard',
      ...consolePages,
      ...letterChecks,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('serves the app with 404 on an unknown page (the app renders it)', async () => {
    for (const url of ['/no-such-page', '/consoles', '/verify-letter', '/verify-letter/a/b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers a missing asset, image or file with a 404 that is not the app', async () => {
    expect((await get('/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await get('/images/logo.svg')).statusCode).toBe(200);
    for (const url of ['/assets/index-old999.js', '/images/missing.png', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it("serves robots.txt and a sitemap of the public pages, at the portal's own address whatever the Host", async () => {
    const robots = await ctx().app.inject({ url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).not.toContain('attacker.example');
    expect(robots.body).toContain('Disallow: /console\n');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/courses</loc>');
    expect(sitemap.body).not.toContain('/dashboard<');
    expect(sitemap.body).not.toContain('/console');
  });
});
