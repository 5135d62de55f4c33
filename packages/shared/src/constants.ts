/** Business constants of the spec (part 1 §9, part 2 §9). */

export const REGION_ID = 1;
export const LANGUAGES = ['en', 'mr'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
/** The cookie holding the visitor's language, for the server that renders public pages in it (decision 070). */
export const LANGUAGE_COOKIE = 'lang';

export const USER_TYPES = {
  candidate: 91,
  institute: 92,
  promotingOrganisation: 93,
  staff: 95,
  officer: 98,
  admin: 99,
} as const;
export type UserTypeId = (typeof USER_TYPES)[keyof typeof USER_TYPES];
export const USER_TYPE_IDS = Object.values(USER_TYPES) as UserTypeId[];

export const NOTICE_CATEGORIES = [
  { id: 1, key: 'important' },
  { id: 2, key: 'userManual' },
  { id: 3, key: 'news' },
  { id: 4, key: 'circulars' },
  { id: 5, key: 'relatedWebsites' },
  { id: 6, key: 'acts' },
  { id: 7, key: 'approvalOrders' },
] as const;
export const IMPORTANT_NOTICES_CATEGORY = 1;

export const LIMITS = {
  profileIdLength: 13,
  mobileDigits: 10,
  aadhaarDigits: 12,
  pincodeDigits: 6,
  passwordMin: 8,
  passwordMax: 15,
  inlineNotices: 2,
  importantNoticesCard: 5,
  carouselIntervalMs: 3000,
  schemeCount: 12,
  otpVerifiedDialogMs: 2000,
  recoveryResetMs: 3000,
  scrollTopAfterPx: 200,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

export const MASTER_TABLES = ['Master_State', 'Master_Religion', 'Master_Category', 'Master_Disability'] as const;
export type MasterTable = (typeof MASTER_TABLES)[number];

/** City value meaning "Other" in the address selects (part 2 §9). */
export const CITY_OTHER = -2;
export const MAHARASHTRA_STATE_ID = 27;

/** The largest value of a PostgreSQL `integer` column: every id the API takes is bounded by it. */
export const INT4_MAX = 2_147_483_647;

/** Seconds between two OTPs to one number (spec): the server's default and the web countdown. */
export const OTP_RESEND_SECONDS = 30;

/** Board officials: they may read any record (documents, profiles) besides their own. */
export const OFFICER_USER_TYPES: readonly number[] = [USER_TYPES.officer, USER_TYPES.admin];

/** A family may share one phone and one e-mail: at most this many profiles on one mobile number or e-mail address. */
export const PROFILES_PER_CONTACT = 3;

/** The pictograms of the home page's scheme cards (what a scheme is about; no copied logos). */
export const SCHEME_PICTOGRAMS = ['training', 'digital', 'apprentice', 'tools', 'village', 'work', 'startup'] as const;
export type SchemePictogram = (typeof SCHEME_PICTOGRAMS)[number];

/** The chatbot's longest question (characters); the chat window uses it too (zod-free here). */
export const CHATBOT_QUESTION_MAX = 500;
/** Earlier chat turns a client may send along (the server may ignore them). */
export const CHATBOT_HISTORY_MAX = 10;
