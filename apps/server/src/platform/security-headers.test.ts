import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './security-headers';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the CSP of the web app’s page', () => {
  it('allows its inline script by hash, and no other inline script', () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    const code = "(() => { document.documentElement.dataset.theme = 'dark'; })();";
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<html><head><script>${code}</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
    );
    expect(inlineScriptHashes(webDist)).toEqual([hashOf(code)]);
    const csp = securityHeaders({ env: 'production', webDist })['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${hashOf(code)};`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('without a built web app: scripts from the portal only', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(securityHeaders({ env: 'production', webDist: undefined })['content-security-policy']).toContain(
      "script-src 'self';",
    );
  });
});
