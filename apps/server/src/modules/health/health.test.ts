import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';

describe('platform', () => {
  const ctx = useTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await ctx().app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx().app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await ctx().app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    // frames: our own (a user's PDF previewed, issue 23 item 3) and the home page's video hosts only;
    // nothing but that document's answer lets itself be framed (uploads.test.ts)
    // and a file the visitor picked, previewed from a blob: address before it is sent (Form A)
    expect(csp).toContain("frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large answers', async () => {
    const res = await ctx().app.inject({
      url: '/Base/GetMasterCity?TalukaID=4209',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves public lists with an ETag and answers 304 when the browser already has them', async () => {
    const first = await ctx().app.inject({ url: '/api/Menu/GetDefaultMenu' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx().app.inject({ url: '/api/Menu/GetDefaultMenu', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx().app.inject({ url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.notFound' });
  });

  it('refuses state-changing requests without the CSRF header or from another site', async () => {
    const plain = await ctx().app.inject({ method: 'POST', url: '/api/Account/logout', payload: {} });
    expect(plain.statusCode).toBe(403);
    const foreign = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: { ...xhr, origin: 'https://evil.example', host: 'localhost' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers errors in Marathi when asked', async () => {
    const res = await ctx().app.inject({
      url: '/Base/GetMasterTableList?TableName=Users',
      headers: { 'accept-language': 'mr' },
    });
    expect(res.json().Message).toMatch(/[\u0900-\u097F]/);
  });
});
