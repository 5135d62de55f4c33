import {
  COMPLAINT_DOCUMENTS,
  type ComplaintForm,
  complaintDocumentNamesRequestSchema,
  complaintFormSchema,
  complaintIdempotencyKeySchema,
  type Lang,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consumeCaptcha } from '../../platform/captcha';
import { ApiError } from '../../platform/errors';
import { isMobileVerified, takeVerifiedMobile } from '../../platform/otp';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { placeErrors } from '../../platform/places';
import type { Sms } from '../../platform/sms';
import type { Storage } from '../../platform/storage';
import {
  type AttachmentRules,
  checkAttachments,
  countErrors,
  fieldValue,
  type ReceivedCaseForm,
  throwIfAny,
} from '../cases/attachments';
import { caseKind } from '../cases/kind';
import { filedBefore, openCase } from '../cases/service';

/**
 * Complaint Form A (spec part 2 §3–§5, API.md POST /api/Complaint/submit): the multipart body is read
 * within bounds, the `complaint` JSON checked by the shared schema, the complainant's mobile checked
 * for an OTP verification (purpose `complaint`), then the captcha, the places against the reference
 * geography, the password against the common list and each document by its content; only then is the
 * verification used up (so a bad file does not cost the filer their code) and the one case model files
 * it (cases/service.ts `openCase`: files and rows together or not at all).
 */

/** Form A's documents: up to 5, 5 MB each, jpeg/jpg/pdf by content (spec §5, §9). */
export const COMPLAINT_ATTACHMENTS: AttachmentRules = {
  field: 'documents',
  maxCount: COMPLAINT_DOCUMENTS.maxCount,
  maxBytes: COMPLAINT_DOCUMENTS.maxBytes,
  types: COMPLAINT_DOCUMENTS.types,
  allowed: COMPLAINT_DOCUMENTS.allowed,
  messages: {
    tooMany: 'complaint.tooManyDocuments',
    tooLarge: 'complaint.fileTooLarge',
    type: 'complaint.fileInvalidType',
    empty: 'complaint.fileRequired',
  },
};

/** The complaint kind (decision 057): read as the `complaint` JSON, one name per document and the key; about the institute's district. */
export const COMPLAINT_KIND = caseKind('complaint', {
  attachments: COMPLAINT_ATTACHMENTS,
  fields: { count: COMPLAINT_DOCUMENTS.maxCount + 3, maxBytes: 16 * 1024 },
  placeOf: (form: { institute: { district: number; instituteName: string } }) => ({
    districtId: form.institute.district,
    institute: form.institute.instituteName,
  }),
});
export const COMPLAINT_PART_LIMITS = COMPLAINT_KIND.partLimits;

const fieldError = (status: number, key: string, field: string) => new ApiError(status, key, [{ field, message: key }]);
/** The complainant's mobile has no live OTP verification for a complaint (none, expired or used up). */
const unverified = () => fieldError(400, 'complaint.verifyMobile', 'complainant.primaryNumber');

/** A zod failure as the 400 the error handler answers: each issue names its field (`complainant.email`). */
function invalid(error: z.ZodError, prefix = ''): ApiError {
  const fields = error.issues.map((issue) => ({
    field: `${prefix}${issue.path.map(String).join('.')}` || 'complaint',
    message: issue.message,
  }));
  return new ApiError(400, fields[0]?.message ?? 'common.invalidInput', fields);
}

/** Parses the `complaint` JSON with the shared schema. */
export function parseComplaint(json: string | undefined) {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw fieldError(400, 'common.invalidInput', 'complaint');
  }
  const parsed = complaintFormSchema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

type Parsed = z.output<typeof complaintFormSchema>;

/** Both addresses' places checked with the profile's place check (one query each). */
async function checkPlaces(db: Db, form: Parsed) {
  const blocks = [
    ['complainant', form.complainant],
    ['institute', form.institute],
  ] as const;
  const names: Record<string, string> = {
    StateID: 'state',
    DistrictID: 'district',
    TalukaID: 'taluka',
    CityID: 'city',
  };
  const errors = (
    await Promise.all(
      blocks.map(async ([block, v]) =>
        (
          await placeErrors(db, { StateID: v.state, DistrictID: v.district, TalukaID: v.taluka, CityID: v.city }, '')
        ).map((e) => ({ field: `${block}.${names[e.field] ?? e.field}`, message: e.message })),
      ),
    )
  ).flat();
  const first = errors[0];
  if (first) throw new ApiError(400, first.message, errors);
}

export type ComplaintDeps = { db: Db; storage: Storage; sms: Sms; publicOrigin: string; now?: () => Date };

/**
 * Files a complaint and answers its number. `userId`: the signed-in user, if any; `lang`: the
 * language of the acknowledgement SMS and of the document messages; `client`: the filer's address
 * (its file decodes at once are bounded). A retry of an attempt that was filed (same `idempotencyKey`,
 * same mobile) answers that complaint's number and files nothing.
 */
export async function submitComplaint(
  deps: ComplaintDeps,
  received: ReceivedCaseForm,
  {
    userId,
    profileId,
    lang,
    client,
    binding,
  }: { userId?: number; profileId?: string; lang: Lang; client?: string; binding: string },
) {
  const form = parseComplaint(fieldValue(received, 'complaint'));
  const key = complaintIdempotencyKeySchema.safeParse(fieldValue(received, 'idempotencyKey'));
  if (!key.success) throw fieldError(400, 'common.invalidInput', 'idempotencyKey');
  const mobile = form.complainant.primaryNumber;
  // Before anything that a first filing used up (the verification, the captcha).
  const earlier = await filedBefore(deps.db, 'complaint', mobile, key.data);
  if (earlier) return earlier;
  // A profile ID is the signed-in user's own or it is not recorded as anyone's (issue 17 item 17).
  if (form.isRegistered === 'yes' && profileId !== undefined && form.profileId !== profileId.toUpperCase()) {
    throw fieldError(400, 'complaint.profileIdNotYours', 'profileId');
  }
  throwIfAny(countErrors(received, COMPLAINT_ATTACHMENTS));
  const names = complaintDocumentNamesRequestSchema.safeParse(received.fields.documentNames ?? []);
  if (!names.success) throw invalid(names.error, 'documentNames.');
  if (names.data.length !== received.files.length) {
    throw fieldError(400, 'complaint.documentsMismatch', 'documentNames');
  }
  const now = (deps.now?.() ?? new Date()).getTime();
  // Looked at (not used) before the single-use captcha, so an unverified number does not cost it.
  if (!(await isMobileVerified(deps.db, mobile, 'complaint', binding, now))) throw unverified();
  const captcha = await consumeCaptcha(deps.db, 'registration', form.CaptchaId, form.CaptchaText, new Date(now));
  if (!captcha.ok) throw fieldError(400, 'accounts.captchaIncorrect', 'CaptchaText');
  await checkPlaces(deps.db, form);
  if (isCommonPassword(form.account.password)) throw fieldError(400, 'accounts.passwordCommon', 'account.password');
  const { files, errors } = await checkAttachments(
    received,
    COMPLAINT_ATTACHMENTS,
    (_, i) => names.data[i] ?? '',
    client,
  );
  throwIfAny(errors);
  // Every check passed: one verification files one complaint (a parallel submit that took it first
  // wins; if that was this attempt's twin, its number is the answer).
  if (!(await takeVerifiedMobile(deps.db, mobile, 'complaint', binding, now))) {
    const twin = await filedBefore(deps.db, 'complaint', mobile, key.data);
    if (twin) return twin;
    throw unverified();
  }
  const { account, CaptchaId: _id, CaptchaText: _text, ...data } = form;
  // Not signed in: the profile ID is only what the filer said, kept apart from a proven one.
  const stated = form.isRegistered === 'yes' && profileId === undefined ? form.profileId : '';
  const record: Omit<ComplaintForm, 'account' | 'CaptchaId' | 'CaptchaText'> & {
    documents: string[];
    statedProfileId?: string;
  } = {
    ...data,
    ...(stated ? { profileId: '', statedProfileId: stated } : {}),
    documents: names.data,
  };
  const { number } = await openCase(deps, {
    kind: 'complaint',
    ...COMPLAINT_KIND.placeOf(form),
    mobile,
    lang,
    data: record,
    passwordHash: await hashPassword(account.password),
    ...(userId ? { userId } : {}),
    ...(key.data ? { idempotencyKey: key.data } : {}),
    files,
  });
  return number;
}
