/** The case model's kinds, statuses, moves and limits (decision 057), without zod: a status page shows them before any schema loads. */

export const CASE_KINDS = ['complaint', 'grievance'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** The levels of a place a case's form names by id (the reference geography). */
export type CasePlaceLevel = 'state' | 'district' | 'taluka' | 'city';
/** An address block's place fields as the console lists them (`complainant.district`), with their level. */
const blockPlaces = (block: string): Record<string, CasePlaceLevel> => ({
  [`${block}.state`]: 'state',
  [`${block}.district`]: 'district',
  [`${block}.taluka`]: 'taluka',
  [`${block}.city`]: 'city',
});

/**
 * What makes a kind of case (decision 057): its number's prefix, the days the board gives itself to
 * answer (grievances 21 as CPGRAMS, complaints 30: an inquiry takes longer), the field its number
 * travels in on the public API and the fields of its stored form that hold place ids (the console's
 * case page names those places). The server adds the kind's form and attachment rules (modules/cases/kind.ts).
 */
export const CASE_KIND_SPECS = {
  complaint: {
    prefix: 'CMP',
    dueDays: 30,
    numberField: 'ComplaintNo',
    placeFields: { ...blockPlaces('complainant'), ...blockPlaces('institute') },
  },
  grievance: { prefix: 'GRV', dueDays: 21, numberField: 'GrievanceNo', placeFields: {} },
} as const satisfies Record<
  CaseKind,
  { prefix: string; dueDays: number; numberField: string; placeFields: Readonly<Record<string, CasePlaceLevel>> }
>;

export const CASE_STATUSES = [
  'received',
  'underReview',
  'infoRequested',
  'underInquiry',
  'findingsRecorded',
  'closed',
  'rejected',
  'appealed',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Statuses the board still has to act on (the deadline runs; the escalation job looks at them). */
export const OPEN_CASE_STATUSES = [
  'received',
  'underReview',
  'infoRequested',
  'underInquiry',
  'findingsRecorded',
  'appealed',
] as const satisfies readonly CaseStatus[];
/** Statuses after which the filer may appeal once and rate. */
export const DECIDED_CASE_STATUSES = ['closed', 'rejected'] as const satisfies readonly CaseStatus[];

/** What an officer does to a case (POST /api/console/cases/:number/actions). */
export const CASE_OFFICER_ACTIONS = [
  'acknowledge',
  'assign',
  'requestInfo',
  'underInquiry',
  'findings',
  'close',
  'reject',
] as const;
export type CaseOfficerAction = (typeof CASE_OFFICER_ACTIONS)[number];
/** Every move of a case: the officers' actions and the filer's appeal. */
export type CaseMove = CaseOfficerAction | 'appeal';

/**
 * The one table of allowed moves (decision 057): from which statuses each move may be made, the status
 * it leaves the case in (`null`: unchanged) and, where only some kinds have it, which (an inquiry into
 * an institute is a complaint's). Anything else is refused with 409 naming the move. The timeline step a
 * move writes is its new status, or `assigned`.
 */
export const CASE_TRANSITIONS = {
  acknowledge: { from: ['received'], to: 'underReview' },
  assign: { from: OPEN_CASE_STATUSES, to: null },
  requestInfo: { from: ['underReview', 'underInquiry', 'appealed'], to: 'infoRequested' },
  underInquiry: { from: ['underReview', 'infoRequested', 'appealed'], to: 'underInquiry', kinds: ['complaint'] },
  findings: { from: ['underReview', 'infoRequested', 'underInquiry', 'appealed'], to: 'findingsRecorded' },
  close: { from: ['underReview', 'infoRequested', 'underInquiry', 'findingsRecorded', 'appealed'], to: 'closed' },
  reject: { from: ['received', 'underReview', 'infoRequested', 'appealed'], to: 'rejected' },
  appeal: { from: DECIDED_CASE_STATUSES, to: 'appealed' },
} as const satisfies Record<
  CaseMove,
  { from: readonly CaseStatus[]; to: CaseStatus | null; kinds?: readonly CaseKind[] }
>;

/** True when `move` may be made on a case of `kind` in `status`. */
export function moveAllowed(move: CaseMove, kind: CaseKind, status: CaseStatus): boolean {
  const rule: { from: readonly CaseStatus[]; kinds?: readonly CaseKind[] } = CASE_TRANSITIONS[move];
  return rule.from.includes(status) && (rule.kinds === undefined || rule.kinds.includes(kind));
}

/** Days after closure (or rejection) within which the filer may appeal, once. */
export const APPEAL_DAYS = 30;
/** Days left at or under which a deadline shows amber. */
export const DEADLINE_SOON_DAYS = 7;

/** Steps of a timeline: the statuses, an assignment, an escalation, a rating, a remark. Shown as `cases.action.<key>`. */
export const CASE_ACTIONS = [...CASE_STATUSES, 'assigned', 'escalated', 'rated', 'remark'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** The longest appeal reason a filer may write. */
export const CASE_APPEAL_REASON_MAX = 1000;
