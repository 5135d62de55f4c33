/** Genders as on Maharashtra government forms (पुरुष / स्त्री / तृतीयपंथी). */
export type GenderCode = 'M' | 'F' | 'T';
export type Gender = { code: GenderCode; en: string; mr: string };

export const genders = [
  { code: 'M', en: 'Male', mr: 'पुरुष' },
  { code: 'F', en: 'Female', mr: 'स्त्री' },
  { code: 'T', en: 'Transgender', mr: 'तृतीयपंथी' },
] as const satisfies readonly Gender[];
