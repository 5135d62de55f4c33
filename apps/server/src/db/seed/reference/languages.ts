/**
 * The 22 languages of the Eighth Schedule to the Constitution of India, plus English, in
 * alphabetical order of the English name (ids 1..23 follow that order; Marathi is 14).
 */
export type Language = { id: number; en: string; mr: string };

export const languages = [
  { id: 1, en: 'Assamese', mr: 'आसामी' },
  { id: 2, en: 'Bengali', mr: 'बंगाली' },
  { id: 3, en: 'Bodo', mr: 'बोडो' },
  { id: 4, en: 'Dogri', mr: 'डोगरी' },
  { id: 5, en: 'English', mr: 'इंग्रजी' },
  { id: 6, en: 'Gujarati', mr: 'गुजराती' },
  { id: 7, en: 'Hindi', mr: 'हिंदी' },
  { id: 8, en: 'Kannada', mr: 'कन्नड' },
  { id: 9, en: 'Kashmiri', mr: 'काश्मिरी' },
  { id: 10, en: 'Konkani', mr: 'कोकणी' },
  { id: 11, en: 'Maithili', mr: 'मैथिली' },
  { id: 12, en: 'Malayalam', mr: 'मल्याळम' },
  { id: 13, en: 'Manipuri', mr: 'मणिपुरी' },
  { id: 14, en: 'Marathi', mr: 'मराठी' },
  { id: 15, en: 'Nepali', mr: 'नेपाळी' },
  { id: 16, en: 'Odia', mr: 'ओडिया' },
  { id: 17, en: 'Punjabi', mr: 'पंजाबी' },
  { id: 18, en: 'Sanskrit', mr: 'संस्कृत' },
  { id: 19, en: 'Santali', mr: 'संथाली' },
  { id: 20, en: 'Sindhi', mr: 'सिंधी' },
  { id: 21, en: 'Tamil', mr: 'तमिळ' },
  { id: 22, en: 'Telugu', mr: 'तेलुगू' },
  { id: 23, en: 'Urdu', mr: 'उर्दू' },
] as const satisfies readonly Language[];
