import type { ProfileStep } from '@portal/shared';

/**
 * The profile wizard's steps whose data is stored, by storage name (`profile_sections.section` for a
 * one-record section, `profile_items.section` for a list). A section is saved only when complete, so
 * a saved section is 100 %: the dashboard's percentages (modules/profile/progress.ts) and the
 * console's profiles by status (modules/overview) both count them.
 */
export const STORED_PROFILE_STEPS: Record<string, ProfileStep> = {
  address: 'Address',
  parent: 'Parent',
  category: 'Category',
  qualification: 'Qualification',
  training: 'Training',
  additional: 'Additional',
  bank: 'Bank',
  workExperience: 'WorkExperience',
};
