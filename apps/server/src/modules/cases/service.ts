import {
  CASE_DUE_DAYS,
  CASE_PREFIX,
  type CaseAction,
  type CaseKind,
  type CaseStatus,
  formatDate,
  type Lang,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { checkOtp, type OtpStore } from '../../platform/otp';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import { queueSms } from '../../platform/sms-outbox';
import type { Storage } from '../../platform/storage';
import * as repo from './repo';

/**
 * The one case model (docs/decisions/036): complaints and grievances are opened, numbered,
 * acknowledged and looked up here; the complaint and grievance modules only check their own form.
 */

/** A checked file to attach: its content already chosen and cleaned by the uploads module's checks. */
export type CaseFile = { name: string; content: Buffer; ext: 'jpg' | 'png' | 'pdf'; mime: string };

export type NewCase = {
  kind: CaseKind;
  mobile: string;
  lang: Lang;
  /** The kind's form, as its shared schema returned it (secrets removed). */
  data: unknown;
  passwordHash?: string;
  userId?: number;
  /** The filer's key of this attempt (Form A): a retry with it finds this case (`filedBefore`). */
  idempotencyKey?: string;
  files: CaseFile[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SMS_TEMPLATE = { complaint: 'complaintReceived', grievance: 'grievanceReceived' } as const;

/**
 * Files the case: the files are written first, then the case, its first timeline step and its
 * documents in one transaction; if anything fails the files written are removed, so a failure leaves
 * neither a case nor a file. The acknowledgement SMS is queued in the same transaction (sms-outbox.ts):
 * the filer gets the number whether or not the gateway is up, and the SMS follows. Returns the case number.
 */
export async function openCase(deps: { db: Db; storage: Storage; now?: () => Date }, input: NewCase) {
  const now = deps.now?.() ?? new Date();
  const dueAt = new Date(now.getTime() + CASE_DUE_DAYS[input.kind] * DAY_MS);
  const keys: string[] = [];
  let number: string;
  try {
    for (const file of input.files) keys.push(await deps.storage.save(file.content, file.ext));
    number = await deps.db.transaction(async (tx) => {
      // India's year, not the server's: 00:30 on 1 January in India is still 31 December in UTC.
      const year = Number(todayInIndia(now).slice(0, 4));
      const serial = await repo.nextNumber(tx, CASE_PREFIX[input.kind], year);
      const caseNumber = `${CASE_PREFIX[input.kind]}-${year}-${String(serial).padStart(6, '0')}`;
      const caseId = await repo.insertCase(tx, {
        kind: input.kind,
        number: caseNumber,
        status: 'received',
        mobile: input.mobile,
        passwordHash: input.passwordHash ?? null,
        lang: input.lang,
        userId: input.userId ?? null,
        data: input.data,
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
        dueAt,
      });
      await repo.insertEvent(tx, { caseId, at: now, action: 'received' });
      await repo.insertDocuments(
        tx,
        input.files.map((file, i) => ({
          caseId,
          name: file.name,
          storageKey: keys[i] as string,
          mime: file.mime,
          size: file.content.length,
        })),
      );
      // the acknowledgement is queued with the case: sent by the sms-outbox job, never lost to a gateway failure
      const vars = { number: caseNumber, due: formatDate(todayInIndia(dueAt), input.lang) };
      await queueSms(tx, { mobile: input.mobile, template: SMS_TEMPLATE[input.kind], vars, lang: input.lang }, now);
      return caseNumber;
    });
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.remove(key)));
    throw error;
  }
  return { number, dueAt };
}

/** The number of the case an earlier attempt with this key filed from this mobile, if any. */
export async function filedBefore(db: Db, kind: CaseKind, mobile: string, key: string | undefined) {
  return key ? (await repo.caseByIdempotencyKey(db, kind, mobile, key))?.number : undefined;
}

/** How the filer proves the case is theirs: the complaint account password, or an OTP to the case's mobile. */
export type CaseSecret = { password: string } | { mobile: string; otp: string };

/**
 * A case's status and timeline for its filer. An unknown number, a case of the other kind, a wrong
 * password and a mobile that is not the case's all answer the same 401 (cases.notFound), after the
 * same work (a dummy hash), so the answer never tells which was wrong.
 */
export async function caseStatus(deps: { db: Db; otp: OtpStore }, kind: CaseKind, number: string, secret: CaseSecret) {
  const found = await repo.caseByNumber(deps.db, number);
  const row = found?.kind === kind ? found : undefined;
  if ('password' in secret) {
    const ok = row?.passwordHash
      ? await verifyPassword(row.passwordHash, secret.password)
      : await verifyNothing(secret.password);
    if (!ok || !row) throw notFound();
  } else {
    // The code proves the caller holds this mobile; the case must be filed from it. A wrong, used or
    // expired code is a wrong secret like any other: the same 401.
    try {
      await checkOtp(deps.otp, { mobile: secret.mobile, code: secret.otp, purpose: 'caseStatus' });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400) throw notFound();
      throw error;
    }
    if (!row || row.mobile !== secret.mobile) throw notFound();
  }
  const events = await repo.timeline(deps.db, row.id);
  return {
    number: row.number,
    status: row.status as CaseStatus,
    dueDate: row.dueAt.toISOString(),
    timeline: events.map((e) => ({ At: e.at.toISOString(), Action: e.action as CaseAction, Remarks: e.remarks })),
  };
}

const notFound = () => new ApiError(401, 'cases.notFound');
