import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admissionLetterApi, homeApi } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { revokeLetter } from './repo';
import { letterFor } from './test-helpers';

const template =
  '<!doctype html><html lang="en"><head><title>Board</title></head><body><div id="root"></div></body></html>';

/**
 * A built web app whose server build renders, for any page, the answer of the one read it names:
 * `/verify-letter/<code>` the letter's check, any other page the home page's blocks. Each render is
 * numbered, so a page served from the cache shows the number of the render it was kept from.
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
  const answer = await send(code ? '${admissionLetterApi.verify.path.replace(':code', '')}' + code : '${homeApi.content.path}?lang=' + lang, {});
  return { html: '<p>render ' + renders + ': ' + (await answer.text()) + '</p>', title: '', data: { lang } };
}`,
  );
  return path.join(root, 'dist');
}

/**
 * The verify page as the server renders it (platform/ssr.ts, decision 070): a page made of public reads
 * is kept, the letter's check (no-store) is not, so a revocation shows at once.
 */
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
