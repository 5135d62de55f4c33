/** Form A's lists and limits (spec part 2 §5, §9), without zod: the form shows them before its schema loads. */

/** The kinds of institute a complaint is about (issue 23 item 13: skill training is mostly ITIs and private centres). */
export const INSTITUTE_TYPES = ['school', 'college', 'university', 'iti', 'privateTrainingCentre', 'other'] as const;
export type InstituteType = (typeof INSTITUTE_TYPES)[number];

const MB = 1024 * 1024;
/** Documents of a complaint (spec §5, §9): jpeg/jpg/pdf by content, 5 MB each, at most 5. */
export const COMPLAINT_DOCUMENTS = {
  types: ['jpg', 'pdf'] as const,
  /** What the browser's file input accepts and the messages list. */
  allowed: 'jpeg, jpg, pdf',
  maxBytes: 5 * MB,
  maxMb: 5,
  maxCount: 5,
  nameMax: 100,
} as const;
/** Complaint text: max 500 (spec §9), a hint of 10 to 500 (the 10 is not enforced, §5). */
export const COMPLAINT_DETAILS_MAX = 500;
export const COMPLAINT_DETAILS_HINT_MIN = 10;
