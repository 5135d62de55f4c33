import { CASE_KIND_SPECS, type CaseKind } from '@portal/shared';
import type { MultipartLimits } from '../../platform/file-intake/intake';
import { type AttachmentRules, partLimits } from './attachments';

/**
 * A kind of case (decision 057): the shared part (number prefix, due days, the public API's number
 * field: CASE_KIND_SPECS in @portal/shared) and the server's (the attachment rules and how much of the
 * multipart form is read, and where the form names the district and institute the console scopes and
 * filters by). Complaint and grievance each declare one; their routes and the case model are made from it.
 */
export type CaseKindSpec<K extends CaseKind = CaseKind, Form = unknown> = (typeof CASE_KIND_SPECS)[K] & {
  kind: K;
  attachments: AttachmentRules;
  partLimits: MultipartLimits;
  /** The district (its region scopes the case in the console) and the institute a form is about, if any. */
  placeOf: (form: Form) => { districtId?: number; institute?: string };
};

/** A kind's spec from its server part; the multipart limits from its attachments and its text fields. */
export function caseKind<K extends CaseKind, Form>(
  kind: K,
  spec: {
    attachments: AttachmentRules;
    fields: { count: number; maxBytes: number };
    placeOf: (form: Form) => { districtId?: number; institute?: string };
  },
): CaseKindSpec<K, Form> {
  return {
    ...CASE_KIND_SPECS[kind],
    kind,
    attachments: spec.attachments,
    partLimits: partLimits(spec.attachments, spec.fields),
    placeOf: spec.placeOf,
  };
}
