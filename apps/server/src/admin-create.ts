import { parseArgs } from 'node:util';
import { createOfficerRequestSchema, messageText } from '@portal/shared';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { createOfficerAccount, totpBox } from './modules/officers/enrolment';
import { audit } from './platform/audit';

/**
 * `npm run admin:create -- --login <id> --name <name> --mobile <10 digits>`: the board's first admin
 * (every region), before the first start on a fresh DATA_DIR or at any time on PostgreSQL
 * (DATABASE_URL, with the VAULT_KEY of the portal's processes). Migrates and seeds under the start-up
 * lock as `npm start` does (decision 049), so it may run beside starting processes. Prints one JSON
 * line `{"loginId","password","otpauth"}`: the one-time password (changed at the first sign-in) and the
 * authenticator's enrolment URI. Exits 1 when the login ID is taken, 2 on bad arguments.
 */

const fail = (code: number, message: string): never => {
  process.stderr.write(`admin:create: ${message}\n`);
  process.exit(code);
};

const { values } = (() => {
  try {
    return parseArgs({
      options: { login: { type: 'string' }, name: { type: 'string' }, mobile: { type: 'string' } },
      strict: true,
    });
  } catch (error) {
    return fail(
      2,
      `${(error as Error).message}\nusage: npm run admin:create -- --login <id> --name <name> --mobile <10 digits>`,
    );
  }
})();
const input = createOfficerRequestSchema.safeParse({
  LoginID: values.login ?? '',
  Name: values.name ?? '',
  Mobile: values.mobile ?? '',
  Role: 'admin',
  RegionID: null,
});
/** The option each field of the request comes from. */
const OPTIONS: Record<string, string> = { LoginID: 'login', Name: 'name', Mobile: 'mobile' };
if (!input.success) {
  const lines = input.error.issues.map((issue) => `--${OPTIONS[String(issue.path[0])]}: ${messageText(issue.message)}`);
  fail(2, lines.join('\n'));
}
const admin = input.data ?? fail(2, 'no input');

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` },
);
try {
  await database.underStartupLock(async () => {
    await database.migrate();
    await seed(database.db, config);
  });
  const created = await createOfficerAccount(database.db, totpBox(config), {
    loginId: admin.LoginID,
    name: admin.Name,
    mobile: admin.Mobile,
    role: 'admin',
    regionId: null,
    createdBy: null,
  });
  if (!created) {
    process.exitCode = 1;
    process.stderr.write(`admin:create: the login ID "${admin.LoginID}" is already in use; nothing was changed\n`);
  } else {
    await audit(database.db, { ip: 'admin:create' }, 'officer.created', {
      detail: { officerId: null, target: created.row.id, loginId: admin.LoginID, role: 'admin', regionId: null },
    });
    const { LoginID, Password, Otpauth } = created.handOver;
    process.stdout.write(`${JSON.stringify({ loginId: LoginID, password: Password, otpauth: Otpauth })}\n`);
  }
} finally {
  await database.close();
}
