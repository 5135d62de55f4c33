// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The feature boundary of docs/decisions/027 and 045 as Biome enforces it (biome.json overrides):
 * files planted in a feature import across, and `biome lint` must refuse exactly the imports that
 * reach another feature, however they climb, at every folder depth a feature has.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const folder = `apps/web/src/features/zz-boundary-fixture-${process.pid}`;

const REFUSED = [
  ['', '../home/home-page'],
  ['', '../../features/home/home-page'],
  ['', '../../../src/features/home/home-page'],
  ['sub', '../../home/home-page'],
  ['sub', '../../../features/home/home-page'],
  ['sub/deeper', '../../../home/home-page'],
  ['sub/deeper', '../../../../features/home/home-page'],
] as const;
const ALLOWED = [
  ['', './local'],
  ['', '../../lib/api'],
  ['', '../../ui/field'],
  ['', '@portal/shared'],
  ['sub', '../local'],
  ['sub', '../../../lib/api'],
  ['sub/deeper', '../../../../ui/field'],
] as const;

const fileOf = (depth: string, from: string) =>
  path.posix.join(folder, depth, `${from.replace(/[^a-z]+/g, '-').replace(/^-/, '')}.ts`);
/** The planted files Biome refused with noRestrictedImports. */
let refused = new Set<string>();

beforeAll(async () => {
  for (const [depth, from] of [...REFUSED, ...ALLOWED]) {
    const file = path.join(root, fileOf(depth, from));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `import { x } from '${from}';\n\nexport const y = x;\n`);
  }
  // exits 1 on the refusals, which is what is wanted: the report is on stdout either way
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=100', folder],
    { cwd: root },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  refused = new Set(
    report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path),
  );
}, 60_000);

afterAll(() => rmSync(path.join(root, folder), { recursive: true, force: true }));

describe('a feature imports no other feature', () => {
  it.each(REFUSED)('refused in features/x/%s: %s', (depth, from) => {
    expect(refused.has(fileOf(depth, from))).toBe(true);
  });
  it.each(ALLOWED)('allowed in features/x/%s: %s', (depth, from) => {
    expect(refused.has(fileOf(depth, from))).toBe(false);
  });
});
