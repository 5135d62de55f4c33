import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../db/client';
import { seed } from '../db/seed';
import { adminUrl } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDb: string;
  }
}

/**
 * Prepares one migrated and seeded database; every test file then starts from its own copy:
 * a PGlite restored from a dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const TEMPLATE_DB = `portal_test_template_${process.pid}`;
    const admin = await openDatabase({ url: adminUrl(url) });
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`));
    await admin.db.execute(sql.raw(`CREATE DATABASE ${TEMPLATE_DB}`));
    await admin.close();
    const template = await openDatabase({ url: adminUrl(url, TEMPLATE_DB) });
    await template.migrate();
    await seed(template.db, { seedDemo: true });
    await template.close();
    project.provide('pgliteDump', '');
    project.provide('templateDb', TEMPLATE_DB);
    return async () => {
      const cleanup = await openDatabase({ url: adminUrl(url) });
      await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`));
      await cleanup.close();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db, { seedDemo: true });
  const dump = await pgliteOf(database.db).dumpDataDir('gzip');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('templateDb', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
