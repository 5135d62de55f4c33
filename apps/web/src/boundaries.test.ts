// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The feature boundary of docs/decisions/027 and 045 as Biome enforces it (biome.json overrides):
 * files planted in a feature import across, and `biome lint` must refuse exactly the imports that
 * reach another feature, however they climb, at every folder depth a feature has. Decision 054 adds
 * two rules: only a file named `api.ts` imports the API client's `call` (by name or as a namespace;
 * any other file may take `ApiError` or `endpointHref` from it; app/'s files too), and no file in
 * src/ climbs into `packages/`.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const folder = `apps/web/src/features/zz-boundary-fixture-${process.pid}`;
/** A folder in app/ (the shell), relative to the fixture feature: its files call the API only from an api.ts too. */
const inApp = `../../app/zz-boundary-fixture-${process.pid}`;

/**
 * A planted file: where (a folder under the fixture feature, or a path ending in `api.ts`), what it
 * imports (`{ x }` unless given) and from where.
 */
type Case = readonly [where: string, from: string, names?: string];

const REFUSED: Case[] = [
  ['', '../home/home-page'],
  ['', '../../features/home/home-page'],
  ['', '../../../src/features/home/home-page'],
  ['sub', '../../home/home-page'],
  ['sub', '../../../features/home/home-page'],
  ['sub/deeper', '../../../home/home-page'],
  ['sub/deeper', '../../../../features/home/home-page'],
  // an api.ts is still inside its feature
  ['other/api.ts', '../../home/home-page'],
  // the API client outside an api.ts: by name, renamed, as a namespace, re-exported, at every depth
  ['', '../../lib/api', '{ call }'],
  ['', '../../lib/api', '{ call as send }'],
  ['', '../../lib/api', '* as client'],
  ['sub', '../../../lib/api', '{ ApiError, call }'],
  ['sub/deeper', '../../../../lib/api', '{ call }'],
  [inApp, '../../lib/api', '{ call }'],
  // a climb into packages/, in a feature or anywhere else in src/
  ['', '../../../../../packages/shared/src/basics'],
  ['sub', '../../../../../../packages/shared/src/basics'],
  ['../../lib', '../../../../packages/shared/src/basics'],
];
const ALLOWED: Case[] = [
  ['', './local'],
  ['', '../../lib/api'],
  ['', '../../ui/field'],
  ['', '@portal/shared'],
  ['sub', '../local'],
  ['sub', '../../../lib/api'],
  ['sub/deeper', '../../../../ui/field'],
  ['', '../../lib/api', '{ ApiError, endpointHref }'],
  ['api.ts', '../../lib/api', '{ call }'],
  ['sub/api.ts', '../../../lib/api', '{ ApiError, call }'],
  ['sub/deeper/api.ts', '../../../../lib/api', '{ call }'],
  ['', '@portal/shared/basics'],
  [`${inApp}/api.ts`, '../../lib/api', '{ call }'],
  [inApp, '../../lib/api', '{ ApiError }'],
];

const fileOf = ([where, from, names = '{ x }']: Case) =>
  where.endsWith('api.ts')
    ? path.posix.join(folder, where)
    : path.posix.join(folder, where, `${`${names}-${from}`.replace(/[^a-z]+/gi, '-').replace(/^-/, '')}.ts`);
/** The planted files Biome refused with noRestrictedImports. */
let refused = new Set<string>();

beforeAll(async () => {
  for (const planted of [...REFUSED, ...ALLOWED]) {
    const file = path.join(root, fileOf(planted));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `import ${planted[2] ?? '{ x }'} from '${planted[1]}';\n\nexport const y = 1;\n`);
  }
  // exits 1 on the refusals, which is what is wanted: the report is on stdout either way
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/biome'),
    [
      'lint',
      '--reporter=json',
      '--max-diagnostics=100',
      ...new Set([...REFUSED, ...ALLOWED].map((c) => path.posix.dirname(fileOf(c)))),
    ],
    { cwd: root },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  refused = new Set(
    report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path),
  );
}, 60_000);

afterAll(() => {
  rmSync(path.join(root, folder), { recursive: true, force: true });
  rmSync(path.join(root, folder, inApp), { recursive: true, force: true });
  for (const planted of [...REFUSED, ...ALLOWED]) rmSync(path.join(root, fileOf(planted)), { force: true });
});

/** Each case with its import written out, for the test's name. */
const named = (cases: Case[]) => cases.map((c) => [c[0], `import ${c[2] ?? '{ x }'} from '${c[1]}'`, c] as const);

describe('a feature imports no other feature, only api.ts imports the API client, nothing climbs into packages/', () => {
  it.each(named(REFUSED))('refused in features/x/%s: %s', (_where, _import, planted) => {
    expect(refused.has(fileOf(planted))).toBe(true);
  });
  it.each(named(ALLOWED))('allowed in features/x/%s: %s', (_where, _import, planted) => {
    expect(refused.has(fileOf(planted))).toBe(false);
  });
});
