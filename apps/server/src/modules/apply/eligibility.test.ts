import { describe, expect, it } from 'vitest';
import { ENTRY_LEVELS, entryLevelOf } from './eligibility';

const s = (type: number, grade = 'First Class') => ({
  QualificationGroup: 'S',
  QualificationType: type,
  ClassGrade: grade,
});

describe('entryLevelOf (decision 064)', () => {
  it.each([
    [[], ENTRY_LEVELS.belowTenth],
    [[{ QualificationGroup: 'B', HighestStandard: 17 }], ENTRY_LEVELS.belowTenth],
    [[s(1)], ENTRY_LEVELS.tenth],
    [[s(1), s(2)], ENTRY_LEVELS.twelfth],
    [[s(2, 'Fail')], ENTRY_LEVELS.tenth],
    [[s(1, 'Fail')], ENTRY_LEVELS.belowTenth],
    [[s(3)], ENTRY_LEVELS.iti],
    [[s(4)], ENTRY_LEVELS.diploma],
    [[s(6)], ENTRY_LEVELS.graduate],
    [[s(8)], ENTRY_LEVELS.tenth],
    [[s(99)], ENTRY_LEVELS.belowTenth],
  ])('%j → %i', (qualifications, level) => {
    expect(entryLevelOf(qualifications)).toBe(level);
  });
});
