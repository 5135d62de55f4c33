import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { USER_TYPES } from '@portal/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seed } from '../../apps/server/src/db/seed';
import { letterFor } from '../../apps/server/src/modules/admission-letter/test-helpers';
import { createOfficer, createUser, signIn, signInOfficer } from '../../apps/server/src/test/factories';

/**
 * The admission letter spec's own server (letter.spec.ts starts it, one per run): the portal on a
 * fresh PGlite with a candidate who holds a letter, a candidate without one, a staff user and an officer, all
 * written straight into its database — the institute's accept that issues letters is step 11's, and
 * the shared e2e server's database is locked to its own process. Prints one JSON line when it listens.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-letter-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CAPTCHA_TEST_MODE: '1',
  SMS_PROVIDER: 'console',
  PUBLIC_ORIGIN: origin,
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
const database = await openDatabase({ dataDir: `${dataDir}/pg` });
await database.migrate();
await seed(database.db, config);
const app = await buildApp(config, { database });
const db = database.db;

const holder = await createUser(db, { firstName: 'Rahul', middleName: '', lastName: 'Patil' });
const letter = await letterFor({ database, config }, holder.id, 'राहुल पाटील');
const waiting = await createUser(db, { firstName: 'Meena', middleName: '', lastName: 'Jadhav' });
const staff = await createUser(db, {
  userTypeId: USER_TYPES.staff,
  firstName: 'Sunil',
  middleName: '',
  lastName: 'More',
});
const officer = await createOfficer(db, { name: 'Asha Deshmukh' });
const cookieOf = async (userId: number) => (await signIn(db, userId)).cookie.split('=')[1];

const shutdown = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    origin,
    holder: { session: await cookieOf(holder.id), nameEn: 'Rahul Patil', nameMr: 'राहुल पाटील' },
    waiting: { session: await cookieOf(waiting.id) },
    staff: { session: await cookieOf(staff.id) },
    officer: { session: (await signInOfficer(db, officer.id)).cookie.split('=')[1] },
    letter,
  }),
);
