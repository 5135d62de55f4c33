/** The grievance form's lists and limits (spec part 2 §9), without zod: the form shows them before its schema loads. */

export const GRIEVANCE_TYPES = ['technical', 'billing', 'service', 'other'] as const;
export type GrievanceType = (typeof GRIEVANCE_TYPES)[number];

/** The spec's minimums (§9) and the bounds every text needs; attachments: jpeg, png or pdf, 5 MB each, 3 at most. */
export const GRIEVANCE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  subjectMin: 10,
  subjectMax: 200,
  descriptionMin: 50,
  descriptionMax: 2000,
  attachmentsMax: 3,
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentNameMax: 200,
} as const;
/** Attachment types, decided by the file's content (file-type) on the server. */
export const GRIEVANCE_ATTACHMENT_TYPES = ['jpg', 'png', 'pdf'] as const;
/** The browser's accept list and its extension check (the server checks the bytes). */
export const GRIEVANCE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
