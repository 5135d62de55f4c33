import type { Enrolment } from '@portal/shared';
import type { App } from '../../app';
import { xhr } from '../../test/app';
import { solvedCaptcha, testIp } from '../../test/factories';
import { createOfficerAccount, totpBox } from './enrolment';
import * as repo from './repo';
import { totpCode } from './totp';

/** The secret inside an otpauth:// URI, as an authenticator app reads it. */
export const secretOf = (otpauth: string) => new URL(otpauth).searchParams.get('secret') ?? '';

/** The code an authenticator app shows for an enrolment at `now`. */
export const codeFor = (enrolment: Enrolment, now: Date) =>
  totpCode(secretOf(enrolment.Otpauth), enrolment.LoginID, now);

let counter = 0;

/**
 * An official enrolled as an admin would enrol them (one-time password, TOTP secret); `ready` means
 * the one-time password was already changed (MustChangePassword off, the same password kept).
 */
export async function enrolOfficial(
  app: App,
  options: { role?: 'officer' | 'admin'; regionId?: number | null; ready?: boolean } = {},
) {
  counter += 1;
  const db = app.database.db;
  const created = await createOfficerAccount(db, totpBox(app.config), {
    loginId: `official${process.pid}.${counter}`,
    name: `Official ${counter}`,
    mobile: '9800000000',
    role: options.role ?? 'officer',
    regionId: options.regionId === undefined ? 1 : options.regionId,
    createdBy: null,
  });
  if (!created) throw new Error('enrolOfficial: login ID taken');
  if (options.ready ?? true) await repo.updateOfficer(db, created.row.id, { mustChangePassword: false });
  return { id: created.row.id, enrolment: created.handOver };
}

/** POST /api/console/login with a solved captcha; returns the answer and the console cookie header. */
export async function consoleLogin(
  app: App,
  body: { LoginID: string; Password: string; TOTP: string },
  captcha?: { CaptchaId: string; CaptchaText: string },
) {
  const remoteAddress = testIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: xhr,
    payload: { ...body, ...(captcha ?? (await solvedCaptcha(app, 'login', remoteAddress))) },
    remoteAddress,
  });
  const set = res.cookies.find((c) => c.name === 'csid');
  return { res, cookie: set ? `csid=${set.value}` : undefined };
}
