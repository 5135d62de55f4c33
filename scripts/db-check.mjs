// The migrations match the schema (issue 18 item 5): `drizzle-kit check` (the migrations folder is
// consistent), then `drizzle-kit generate` into a copy of the migrations folder must find nothing to
// write. A schema change without its migration (npm run db:generate) fails here, in `npm test` and CI.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const schema = path.join(root, 'apps/server/src/db/schema/index.ts');
const run = (args) => execFileSync(drizzleKit, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

run(['check', '--config', 'apps/server/drizzle.config.ts']);

// inside the repository (.tmp/ is ignored): drizzle-kit takes `--out` relative to the working folder
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const copy = mkdtempSync(path.join(root, '.tmp', 'migrations-'));
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(files(copy));
  let added;
  try {
    run([
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      schema,
      '--out',
      path.relative(root, copy),
      '--name',
      'unmigrated',
    ]);
    added = files(copy).filter((file) => !before.has(file));
  } catch {
    // drizzle-kit asks whether a column was renamed: the schema changed, and the question needs a person
    added = ['(drizzle-kit generate asked a question)'];
  }
  if (added.length > 0) {
    console.error(
      `The schema has changes without a migration: run npm run db:generate (would write ${added.join(', ')}).`,
    );
    process.exitCode = 1;
  } else {
    console.log('The migrations match the schema.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
