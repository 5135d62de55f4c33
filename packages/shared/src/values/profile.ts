/** The profile's steps, without zod: the dashboard and the wizard's step list show them before any schema loads. */

/** The 12 profile steps in order, with the routes the dashboard circles open (part 2 Dashboard). */
export const PROFILE_STEPS = [
  { step: 'Primary', route: '/Staff' },
  { step: 'Address', route: '/Address' },
  { step: 'Parent', route: '/Parent' },
  { step: 'Category', route: '/Category' },
  { step: 'Qualification', route: '/qualification' },
  { step: 'Training', route: '/Training' },
  { step: 'Additional', route: '/AdditionalDetails' },
  { step: 'Bank', route: '/BankDetails' },
  { step: 'WorkExperience', route: '/WorkExperience' },
  { step: 'Verify', route: '/verify' },
  { step: 'Apply', route: '/apply' },
  { step: 'AdmissionLetter', route: '/admission-letter' },
] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number]['step'];
export const profileStepNames = PROFILE_STEPS.map((s) => s.step) as [ProfileStep, ...ProfileStep[]];
