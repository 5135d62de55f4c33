import type { ProfileStep } from '@portal/shared';
import type { Db } from '../../db/client';
import * as repo from './repo';

/**
 * The wizard steps whose data this module stores, by storage name. A section is saved only when its
 * shared schema accepts every required field, and a list section once it has an entry (or its
 * "none" answer), so saved means complete: 100 %.
 */
const SECTION_STEP: Record<string, ProfileStep> = {
  address: 'Address',
  parent: 'Parent',
  category: 'Category',
  qualification: 'Qualification',
  training: 'Training',
  additional: 'Additional',
  bank: 'Bank',
  workExperience: 'WorkExperience',
};

/** The wizard steps a user has completed, from saved data. */
export async function completedSteps(db: Db, userId: number): Promise<Set<ProfileStep>> {
  const [saved, listed] = await Promise.all([repo.savedSections(db, userId), repo.itemSections(db, userId)]);
  return new Set(
    Object.entries(SECTION_STEP)
      .filter(([name]) => saved.has(name) || listed.has(name))
      .map(([, step]) => step),
  );
}
