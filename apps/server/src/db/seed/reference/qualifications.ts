/**
 * Highest educational qualification. Group `S`: SSC (10th) and above; group `B`: below SSC
 * (school standards). Ids are stable; within each group they run from lowest to highest level,
 * except `Other` (8).
 */
export type QualificationGroup = 'S' | 'B';
export type QualificationType = { id: number; group: QualificationGroup; en: string; mr: string };

export const qualificationTypes = [
  { id: 1, group: 'S', en: 'SSC (10th)', mr: 'माध्यमिक शालान्त प्रमाणपत्र (एस.एस.सी. / इयत्ता १० वी)' },
  { id: 2, group: 'S', en: 'HSC (12th)', mr: 'उच्च माध्यमिक प्रमाणपत्र (एच.एस.सी. / इयत्ता १२ वी)' },
  { id: 3, group: 'S', en: 'ITI', mr: 'आयटीआय (औद्योगिक प्रशिक्षण संस्था)' },
  { id: 4, group: 'S', en: 'Diploma', mr: 'पदविका' },
  { id: 5, group: 'S', en: 'Graduate', mr: 'पदवीधर' },
  { id: 6, group: 'S', en: 'Post Graduate', mr: 'पदव्युत्तर' },
  { id: 7, group: 'S', en: 'Doctorate', mr: 'आचार्य पदवी (पीएच.डी.)' },
  { id: 8, group: 'S', en: 'Other', mr: 'इतर' },
  { id: 9, group: 'B', en: 'Illiterate', mr: 'निरक्षर' },
  { id: 10, group: 'B', en: 'Basic Literate', mr: 'प्राथमिक साक्षर (लिहिता-वाचता येते)' },
  { id: 11, group: 'B', en: '1st Standard', mr: 'इयत्ता १ ली' },
  { id: 12, group: 'B', en: '2nd Standard', mr: 'इयत्ता २ री' },
  { id: 13, group: 'B', en: '3rd Standard', mr: 'इयत्ता ३ री' },
  { id: 14, group: 'B', en: '4th Standard', mr: 'इयत्ता ४ थी' },
  { id: 15, group: 'B', en: '5th Standard', mr: 'इयत्ता ५ वी' },
  { id: 16, group: 'B', en: '6th Standard', mr: 'इयत्ता ६ वी' },
  { id: 17, group: 'B', en: '7th Standard', mr: 'इयत्ता ७ वी' },
  { id: 18, group: 'B', en: '8th Standard', mr: 'इयत्ता ८ वी' },
  { id: 19, group: 'B', en: '9th Standard', mr: 'इयत्ता ९ वी' },
] as const satisfies readonly QualificationType[];
