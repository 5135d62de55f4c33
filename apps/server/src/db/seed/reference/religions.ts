/** Religions as asked on Maharashtra government forms. Ids are stable (stored on applicant records). */
export type Religion = { id: number; en: string; mr: string };

export const religions = [
  { id: 1, en: 'Hindu', mr: 'हिंदू' },
  { id: 2, en: 'Muslim', mr: 'मुस्लिम' },
  { id: 3, en: 'Christian', mr: 'ख्रिश्चन' },
  { id: 4, en: 'Sikh', mr: 'शीख' },
  { id: 5, en: 'Buddhist', mr: 'बौद्ध' },
  { id: 6, en: 'Jain', mr: 'जैन' },
  { id: 7, en: 'Parsi (Zoroastrian)', mr: 'पारशी (झरथुष्ट्री)' },
  { id: 8, en: 'Jewish', mr: 'ज्यू' },
  { id: 9, en: 'Other', mr: 'इतर' },
] as const satisfies readonly Religion[];
