/**
 * Which courses a candidate may apply to (issue 21 item 3, decision 064): a course's entry
 * qualification (entry_qualifications, seeded in db/seed/search/generate.ts) is met by the highest level
 * the candidate's saved qualifications reach (profile_items 'qualification', the reference list in
 * db/seed/reference/qualifications.ts). The entry levels are taken as one ladder, lowest first:
 *
 *   1 Below 10th < 2 10th Pass < 3 12th Pass < 4 ITI < 5 Diploma < 6 Graduate
 *
 * and a course is offered when its entry level is at or below the candidate's level.
 */
export const ENTRY_LEVELS = { belowTenth: 1, tenth: 2, twelfth: 3, iti: 4, diploma: 5, graduate: 6 } as const;

/**
 * Group S qualification types (SSC and above) → the entry level they meet: SSC → 10th Pass, HSC → 12th
 * Pass, ITI → ITI, Diploma → Diploma, Graduate, Post Graduate and Doctorate → Graduate; Other (8), a
 * qualification of group S the list does not name, counts as SSC, the least group S means.
 */
const GROUP_S_LEVEL: Readonly<Record<number, number>> = {
  1: ENTRY_LEVELS.tenth,
  2: ENTRY_LEVELS.twelfth,
  3: ENTRY_LEVELS.iti,
  4: ENTRY_LEVELS.diploma,
  5: ENTRY_LEVELS.graduate,
  6: ENTRY_LEVELS.graduate,
  7: ENTRY_LEVELS.graduate,
  8: ENTRY_LEVELS.tenth,
};

/** A saved qualification as the profile stores it (only the fields the level needs). */
export type SavedQualification = {
  QualificationGroup?: unknown;
  QualificationType?: unknown;
  ClassGrade?: unknown;
};

/**
 * The candidate's entry level: the highest any saved qualification meets. A group S qualification
 * whose class is `Fail` meets the level below it (an HSC failed still means the 10th passed); a group B
 * one (below SSC) meets Below 10th. Below 10th asks for nothing, so every candidate meets it, with no
 * qualification saved too.
 */
export function entryLevelOf(qualifications: readonly SavedQualification[]): number {
  let level: number = ENTRY_LEVELS.belowTenth;
  for (const q of qualifications) {
    if (q.QualificationGroup !== 'S') continue;
    const met = GROUP_S_LEVEL[Number(q.QualificationType)];
    if (met === undefined) continue;
    level = Math.max(level, q.ClassGrade === 'Fail' ? met - 1 : met);
  }
  return level;
}
