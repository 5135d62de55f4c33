import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server's boundary rules in biome.json (decision 046), run by `npm run lint`: each planted file
 * below holds one import, and Biome, with the repository's own configuration, must flag exactly the
 * ones that cross a boundary. The files are planted in a copy of the tree's shape in a temporary folder,
 * never in the source tree.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

const planted: { file: string; from: string; flagged: boolean }[] = [
  // another module's repo, at each depth, directly or climbing to src/ and back down
  { file: 'modules/registration/a.ts', from: '../accounts/repo', flagged: true },
  { file: 'modules/registration/b.ts', from: '../../modules/accounts/repo', flagged: true },
  { file: 'modules/registration/c.ts', from: '../accounts/repo.ts', flagged: true },
  { file: 'modules/profile/primary/a.ts', from: '../../registration/repo', flagged: true },
  { file: 'modules/profile/primary/b.ts', from: '../../accounts/repo', flagged: true },
  { file: 'modules/profile/primary/x/a.ts', from: '../../../search/repo', flagged: true },
  // anything else of another module, unless it is a named shared module (cases, search's service)
  { file: 'modules/registration/g.ts', from: '../otp/service', flagged: true },
  { file: 'modules/registration/h.ts', from: '../accounts/sign-in', flagged: true },
  { file: 'modules/registration/i.ts', from: '../../modules/accounts/sign-in', flagged: true },
  { file: 'modules/registration/j.ts', from: '../search/test-helpers', flagged: true },
  { file: 'modules/profile/primary/f.ts', from: '../../accounts/dashboard', flagged: true },
  { file: 'modules/profile/primary/x/b.ts', from: '../../../uploads/service', flagged: true },
  { file: 'modules/complaint/k.ts', from: '../../modules/cases/service', flagged: true },
  { file: 'modules/complaint/l.ts', from: '../cases/repo', flagged: true },
  // a module's own files and repo, the shared db/ and platform/, the named shared modules
  { file: 'modules/registration/d.ts', from: './repo', flagged: false },
  { file: 'modules/registration/e.ts', from: '../../db/users', flagged: false },
  { file: 'modules/registration/f.ts', from: '../../platform/places', flagged: false },
  { file: 'modules/profile/primary/c.ts', from: './repo', flagged: false },
  { file: 'modules/profile/primary/d.ts', from: '../repo', flagged: false },
  { file: 'modules/profile/primary/e.ts', from: '../address/repo', flagged: false },
  { file: 'modules/profile/primary/x/c.ts', from: '../../guard', flagged: false },
  { file: 'modules/complaint/m.ts', from: '../cases/service', flagged: false },
  { file: 'modules/complaint/n.ts', from: '../cases/attachments', flagged: false },
  { file: 'modules/chatbot/o.ts', from: '../search/service', flagged: false },
  { file: 'modules/chatbot/p.ts', from: '../../platform/file-intake/intake', flagged: false },
  // db/ (the seed included) and platform/ use nothing from modules/
  { file: 'db/seed/a.ts', from: '../../modules/search/repo', flagged: true },
  { file: 'db/seed/b.ts', from: '../../modules/search/service', flagged: true },
  { file: 'db/a.ts', from: '../modules/search/repo', flagged: true },
  { file: 'platform/a.ts', from: '../modules/otp/service', flagged: true },
  { file: 'db/seed/c.ts', from: '../search-views', flagged: false },
  { file: 'platform/b.ts', from: '../db/client', flagged: false },
];

const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files Biome flags under noRestrictedImports, relative to apps/server/src. */
function flaggedFiles(): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const { file, from } of planted) {
    const target = path.join(dir, 'apps/server/src', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `import { planted } from '${from}';\n\nexport const used = planted;\n`);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  // a file whose import breaks two rules (another module's repo is also its internals) is named once
  const files = output
    .split('\n')
    .filter((line) => line.includes('lint/style/noRestrictedImports'))
    .map((line) => /file=[^,]*apps\/server\/src\/([^,]+)/.exec(line)?.[1] ?? line);
  return [...new Set(files)].sort();
}

describe('server module boundaries (biome.json, decision 046)', () => {
  it('flags a planted import of another module’s repo or internals (named shared modules aside), and of modules/ from db/ or platform/, and nothing else', () => {
    const expected = planted
      .filter((p) => p.flagged)
      .map((p) => p.file)
      .sort();
    expect(flaggedFiles()).toEqual(expected);
  });
});
