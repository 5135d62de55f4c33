import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { auditEvents, officers } from './db/schema';
import { verifyPassword } from './platform/passwords';
import { freshPostgres } from './test/database';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `npm run -s admin:create -- …` as an operator types it, with `env` over a quiet configuration. */
async function adminCreate(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, VAULT_KEY: _key, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'admin:create', '--', ...args], {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const args = (login: string) => ['--login', login, '--name', 'Asha Patil', '--mobile', '9876543210'];

/** The one line printed: the login ID, a one-time password and the otpauth:// enrolment URI. */
function printed(stdout: string) {
  const lines = stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? '') as { loginId: string; password: string; otpauth: string };
  expect(Object.keys(line)).toEqual(['loginId', 'password', 'otpauth']);
  expect(line.otpauth).toMatch(/^otpauth:\/\/totp\/MSBSVET:[^?]+\?.*secret=[A-Z2-7]+/);
  return line;
}

describe('npm run admin:create (issue 20 item 1)', () => {
  it('creates the first admin on a fresh DATA_DIR before the first start; a second run with the login ID fails', {
    timeout: 300_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
    try {
      const first = await adminCreate(args('first.admin'), { DATA_DIR: dataDir });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const line = printed(first.stdout);
      expect(line.loginId).toBe('first.admin');

      const again = await adminCreate([...args('first.admin'), '--name', 'Someone Else'], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stdout).toBe('');
      expect(again.stderr).toMatch(/"first\.admin" is already in use/);

      const bad = await adminCreate(['--login', 'x', '--mobile', '123'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--login: Login ID must be 3-40/);
      expect(bad.stderr).toMatch(/--mobile: /);

      const database = await openDatabase({ dataDir: `${dataDir}/pg` });
      try {
        const rows = await database.db.select().from(officers);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ loginId: 'first.admin', name: 'Asha Patil', userTypeId: 99, regionId: null });
        expect(rows[0]?.mustChangePassword).toBe(true);
        expect(await verifyPassword(rows[0]?.passwordHash ?? '', line.password)).toBe(true);
        const created = await database.db.select().from(auditEvents).where(eq(auditEvents.event, 'officer.created'));
        expect(created).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'creates an admin on PostgreSQL (DATABASE_URL and VAULT_KEY) at any time',
    { timeout: 300_000 },
    async () => {
      const pg = await freshPostgres(serverUrl ?? '');
      try {
        const env = { DATABASE_URL: pg.url, VAULT_KEY: randomBytes(32).toString('hex') };
        const first = await adminCreate(args('pg.admin'), env);
        expect(first.code).toBe(0);
        expect(printed(first.stdout).loginId).toBe('pg.admin');
        expect((await adminCreate(args('pg.admin'), env)).code).toBe(1);
        const withoutKey = await adminCreate(args('pg.other'), { DATABASE_URL: pg.url });
        expect(withoutKey.code).not.toBe(0);
        expect(withoutKey.stderr).toMatch(/VAULT_KEY/);
      } finally {
        await pg.drop();
      }
    },
  );
});
