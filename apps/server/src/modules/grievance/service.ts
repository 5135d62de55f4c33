import {
  GRIEVANCE_ATTACHMENT_TYPES,
  GRIEVANCE_LIMITS,
  type GrievanceForm,
  grievanceFormSchema,
  type Lang,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { cleanFileName } from '../../platform/file-intake/file-name';
import { isMobileVerified, takeVerifiedMobile } from '../../platform/otp';
import type { Sms } from '../../platform/sms';
import type { Storage } from '../../platform/storage';
import {
  type AttachmentRules,
  checkAttachments,
  fieldValue,
  precheckAttachments,
  type ReceivedCaseForm,
  throwIfAny,
} from '../cases/attachments';
import { caseKind } from '../cases/kind';
import { type CaseFile, openCase } from '../cases/service';

/**
 * The grievance form (spec part 2 §5 "Grievance", issue 11 item 4): every field and what can be told
 * of each attachment without decoding it (count, size, type by magic bytes) is checked first, all
 * errors answered at once, each naming its field (`attachments.N` for the Nth file, from 0); then the
 * mobile's OTP verification is looked at, and only for a verified mobile are the attachments decoded
 * (issue 17 item 4: an anonymous request must not make the server decode 30-megapixel images). The
 * verification is used up last, so a bad file does not cost the filer their code; the grievance is
 * then opened as a case (modules/cases).
 */

/** The grievance's attachments: up to 3, 5 MB each, jpeg/png/pdf by content (spec §5, §9). */
export const GRIEVANCE_ATTACHMENTS: AttachmentRules = {
  field: 'attachments',
  maxCount: GRIEVANCE_LIMITS.attachmentsMax,
  maxBytes: GRIEVANCE_LIMITS.attachmentMaxBytes,
  types: GRIEVANCE_ATTACHMENT_TYPES,
  allowed: 'jpeg, png, pdf',
  messages: {
    tooMany: 'grievance.attachmentsMax',
    tooLarge: 'grievance.attachmentTooLarge',
    type: 'grievance.attachmentType',
    empty: 'grievance.attachmentEmpty',
  },
};

/**
 * The grievance kind (decision 057): six fields (a 2000-character Devanagari description is 6000 bytes);
 * a grievance names no district, so in the console only officials of every region see it.
 */
export const GRIEVANCE_KIND = caseKind('grievance', {
  attachments: GRIEVANCE_ATTACHMENTS,
  fields: { count: 12, maxBytes: 8 * 1024 },
  placeOf: () => ({}),
});
export const GRIEVANCE_PART_LIMITS = GRIEVANCE_KIND.partLimits;

/** The file's own name, cleaned (cleanFileName); 'attachment-N' when it has none. */
function attachmentName(filename: string, index: number) {
  return cleanFileName(filename, GRIEVANCE_LIMITS.attachmentNameMax) || `attachment-${index + 1}`;
}

const unverified = () =>
  new ApiError(400, 'grievance.verifyMobile', [{ field: 'primaryNumber', message: 'grievance.verifyMobile' }]);

/**
 * The form's fields and files, checked: all errors of the cheap checks together (400, the first one's
 * words on top), then the mobile's verification, then the decoding (`client`: the filer's address,
 * whose decodes at once are bounded).
 */
export async function checkGrievance(
  deps: { db: Db; now?: () => Date },
  received: ReceivedCaseForm,
  client: string | undefined,
  binding: string,
): Promise<{ form: GrievanceForm; files: CaseFile[] }> {
  const errors: { field: string; message: string }[] = [];
  const values = Object.fromEntries(Object.keys(received.fields).map((name) => [name, fieldValue(received, name)]));
  const parsed = grievanceFormSchema.safeParse(values);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: issue.message });
    }
  }
  throwIfAny([...errors, ...(await precheckAttachments(received, GRIEVANCE_ATTACHMENTS))]);
  if (!parsed.success) throw new ApiError(400, 'common.invalidInput');
  const now = (deps.now?.() ?? new Date()).getTime();
  // Looked at, not used up: a file refused below must not cost the filer their code.
  if (!(await isMobileVerified(deps.db, parsed.data.primaryNumber, 'grievance', binding, now))) throw unverified();
  const checked = await checkAttachments(
    received,
    GRIEVANCE_ATTACHMENTS,
    (file, i) => attachmentName(file.filename, i),
    client,
  );
  throwIfAny(checked.errors);
  return { form: parsed.data, files: checked.files };
}

/**
 * Files a checked grievance: uses up the mobile's OTP verification (purpose `grievance`; 400 on
 * primaryNumber without one) and opens the case, which stores the files and sends the SMS.
 */
export async function submitGrievance(
  deps: { db: Db; storage: Storage; sms: Sms; publicOrigin: string; now?: () => Date },
  input: { form: GrievanceForm; files: CaseFile[]; lang: Lang; binding: string },
) {
  const { form, files, lang } = input;
  const now = (deps.now?.() ?? new Date()).getTime();
  if (!(await takeVerifiedMobile(deps.db, form.primaryNumber, 'grievance', input.binding, now))) throw unverified();
  const { number } = await openCase(deps, {
    kind: 'grievance',
    mobile: form.primaryNumber,
    lang,
    data: form,
    ...GRIEVANCE_KIND.placeOf(form),
    files,
  });
  return number;
}
