import {
  CASE_KIND_SPECS,
  type CaseAction,
  type CaseKind,
  type CaseStatus,
  DECIDED_CASE_STATUSES,
  formatDate,
  type Lang,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { maskedAddress, queueEmail } from '../../platform/email';
import { ApiError } from '../../platform/errors';
import { checkOtp, type OtpStore } from '../../platform/otp';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import { queueSms } from '../../platform/sms-outbox';
import type { Storage } from '../../platform/storage';
import { filedFields } from './filed-form';
import * as repo from './repo';
import { appealUntil, applyMove, dueAtFor } from './transitions';

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
  /** The district the case is about (its region scopes it in the console) and the institute named, if any. */
  districtId?: number;
  institute?: string;
  files: CaseFile[];
};

const ACK_TEMPLATE = { complaint: 'complaintReceived', grievance: 'grievanceReceived' } as const;
/** The kind's status page, linked from the e-mail acknowledgement. */
const STATUS_PATH = { complaint: '/complaint-status', grievance: '/grievance-status' } as const;

/** The e-mail the filer typed, which the spec requires on both forms: Form A's complainant's, the grievance's own. */
function filerEmail(kind: CaseKind, data: unknown) {
  return kind === 'complaint'
    ? (data as { complainant: { email: string } }).complainant.email
    : (data as { email: string }).email;
}

/**
 * Files the case: the files are written first, then the case, its first timeline step and its
 * documents in one transaction; if anything fails the files written are removed, so a failure leaves
 * neither a case nor a file. The acknowledgement SMS and e-mail are queued in the same transaction
 * (sms-outbox.ts, email.ts): the filer gets the number whether or not a provider is up, and the messages
 * follow. Returns the case number.
 */
export async function openCase(
  deps: { db: Db; storage: Storage; publicOrigin: string; now?: () => Date },
  input: NewCase,
) {
  const now = deps.now?.() ?? new Date();
  const dueAt = dueAtFor(input.kind, now);
  const { prefix } = CASE_KIND_SPECS[input.kind];
  const keys: string[] = [];
  let number: string;
  try {
    for (const file of input.files) keys.push(await deps.storage.save(file.content, file.ext));
    number = await deps.db.transaction(async (tx) => {
      // India's year, not the server's: 00:30 on 1 January in India is still 31 December in UTC.
      const year = Number(todayInIndia(now).slice(0, 4));
      const serial = await repo.nextNumber(tx, prefix, year);
      const caseNumber = `${prefix}-${year}-${String(serial).padStart(6, '0')}`;
      const regionId = input.districtId === undefined ? null : await repo.regionOf(tx, input.districtId);
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
        districtId: input.districtId ?? null,
        regionId,
        institute: input.institute ?? null,
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
      await queueSms(tx, { mobile: input.mobile, template: ACK_TEMPLATE[input.kind], vars, lang: input.lang }, now);
      await queueEmail(
        tx,
        {
          address: filerEmail(input.kind, input.data),
          template: ACK_TEMPLATE[input.kind],
          vars: {
            ...vars,
            filed: formatDate(todayInIndia(now), input.lang),
            link: deps.publicOrigin + STATUS_PATH[input.kind],
          },
          lang: input.lang,
        },
        now,
      );
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
 * The filer's own case, proven by the secret. An unknown number, a case of the other kind, a wrong
 * password and a mobile that is not the case's all answer the same 401 (cases.notFound), after the
 * same work (a dummy hash), so the answer never tells which was wrong.
 */
async function provenCase(deps: { db: Db; otp: OtpStore }, kind: CaseKind, number: string, secret: CaseSecret) {
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
  return row;
}

const isDecided = (status: string) => (DECIDED_CASE_STATUSES as readonly string[]).includes(status);

/** The last day the filer may still appeal, or null when they cannot (not decided, appealed before, too late). */
function appealOpenUntil(row: repo.CaseRow, now: Date) {
  if (!isDecided(row.status) || row.appealedAt || !row.closedAt) return null;
  const until = appealUntil(row.closedAt);
  return todayInIndia(now) <= until ? until : null;
}

/** A case's status, timeline and what was filed, for its filer (the proof as `provenCase`). */
export async function caseStatus(
  deps: { db: Db; otp: OtpStore; now: () => Date },
  kind: CaseKind,
  number: string,
  secret: CaseSecret,
) {
  const row = await provenCase(deps, kind, number, secret);
  const [events, fields, documents] = await Promise.all([
    repo.timeline(deps.db, row.id),
    filedFields(deps.db, kind, row.data),
    repo.documentNames(deps.db, row.id),
  ]);
  return {
    number: row.number,
    status: row.status as CaseStatus,
    dueDate: row.dueAt.toISOString(),
    timeline: events.map((e) => ({ At: e.at.toISOString(), Action: e.action as CaseAction, Remarks: e.remarks })),
    appealUntil: appealOpenUntil(row, deps.now()),
    rating: row.rating,
    filed: fields,
    documents: documents.map((d) => ({ Name: d.name })),
    mobileEnding: row.mobile.slice(-4),
    email: maskedAddress(filerEmail(kind, row.data)),
  };
}

/**
 * The filer's one appeal (issue 20 item 2, as CPGRAMS): within 30 days (India's calendar) of the closure
 * or rejection; the case returns to the inbox as `appealed` with a new deadline of the kind's days, its
 * step on the timeline and an SMS. A second appeal, one too late or one on an undecided case is a 409.
 */
export async function appealCase(
  deps: { db: Db; otp: OtpStore; now: () => Date },
  kind: CaseKind,
  number: string,
  secret: CaseSecret,
  reason: string,
) {
  const proven = await provenCase(deps, kind, number, secret);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockCase(tx, proven.id);
    if (row.appealedAt) throw conflict('cases.appealUsed');
    if (!isDecided(row.status)) throw conflict('cases.appealNotDecided');
    if (!appealOpenUntil(row, now)) throw conflict('cases.appealWindowOver');
    return applyMove(tx, row, 'appeal', {
      remarks: reason,
      actorId: null,
      now,
      set: { appealedAt: now, appealReason: reason, closedAt: null, escalatedAt: null, dueAt: dueAtFor(kind, now) },
    });
  });
}

/** The filer's rating (1–5) of a closed or rejected case, once; a timeline step, no SMS. */
export async function rateCase(
  deps: { db: Db; otp: OtpStore; now: () => Date },
  kind: CaseKind,
  number: string,
  secret: CaseSecret,
  rating: number,
) {
  const proven = await provenCase(deps, kind, number, secret);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockCase(tx, proven.id);
    if (!isDecided(row.status)) throw conflict('cases.ratingNotDecided');
    if (row.rating !== null) throw conflict('cases.alreadyRated');
    await repo.rate(tx, row.id, rating, now);
    return row.status as CaseStatus;
  });
}

const notFound = () => new ApiError(401, 'cases.notFound');
const conflict = (key: string) => new ApiError(409, key);
