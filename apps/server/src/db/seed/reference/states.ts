/**
 * The 28 states and 8 union territories of India. Ids are the Local Government Directory (LGD)
 * state codes (the Census 2011 codes, plus 36 Telangana, 37 Ladakh and 38 for the Dadra and Nagar
 * Haveli and Daman and Diu merger of 2020; the old codes 25 Daman and Diu and 26 Dadra and Nagar
 * Haveli are retired). Maharashtra is 27.
 */
export type State = { id: number; en: string; mr: string };

export const states = [
  { id: 1, en: 'Jammu and Kashmir', mr: 'जम्मू आणि काश्मीर' }, // UT
  { id: 2, en: 'Himachal Pradesh', mr: 'हिमाचल प्रदेश' },
  { id: 3, en: 'Punjab', mr: 'पंजाब' },
  { id: 4, en: 'Chandigarh', mr: 'चंदीगड' }, // UT
  { id: 5, en: 'Uttarakhand', mr: 'उत्तराखंड' },
  { id: 6, en: 'Haryana', mr: 'हरियाणा' },
  { id: 7, en: 'Delhi', mr: 'दिल्ली' }, // UT (National Capital Territory)
  { id: 8, en: 'Rajasthan', mr: 'राजस्थान' },
  { id: 9, en: 'Uttar Pradesh', mr: 'उत्तर प्रदेश' },
  { id: 10, en: 'Bihar', mr: 'बिहार' },
  { id: 11, en: 'Sikkim', mr: 'सिक्कीम' },
  { id: 12, en: 'Arunachal Pradesh', mr: 'अरुणाचल प्रदेश' },
  { id: 13, en: 'Nagaland', mr: 'नागालँड' },
  { id: 14, en: 'Manipur', mr: 'मणिपूर' },
  { id: 15, en: 'Mizoram', mr: 'मिझोराम' },
  { id: 16, en: 'Tripura', mr: 'त्रिपुरा' },
  { id: 17, en: 'Meghalaya', mr: 'मेघालय' },
  { id: 18, en: 'Assam', mr: 'आसाम' },
  { id: 19, en: 'West Bengal', mr: 'पश्चिम बंगाल' },
  { id: 20, en: 'Jharkhand', mr: 'झारखंड' },
  { id: 21, en: 'Odisha', mr: 'ओडिशा' },
  { id: 22, en: 'Chhattisgarh', mr: 'छत्तीसगड' },
  { id: 23, en: 'Madhya Pradesh', mr: 'मध्य प्रदेश' },
  { id: 24, en: 'Gujarat', mr: 'गुजरात' },
  { id: 27, en: 'Maharashtra', mr: 'महाराष्ट्र' },
  { id: 28, en: 'Andhra Pradesh', mr: 'आंध्र प्रदेश' },
  { id: 29, en: 'Karnataka', mr: 'कर्नाटक' },
  { id: 30, en: 'Goa', mr: 'गोवा' },
  { id: 31, en: 'Lakshadweep', mr: 'लक्षद्वीप' }, // UT
  { id: 32, en: 'Kerala', mr: 'केरळ' },
  { id: 33, en: 'Tamil Nadu', mr: 'तमिळनाडू' },
  { id: 34, en: 'Puducherry', mr: 'पुदुच्चेरी' }, // UT
  { id: 35, en: 'Andaman and Nicobar Islands', mr: 'अंदमान आणि निकोबार बेटे' }, // UT
  { id: 36, en: 'Telangana', mr: 'तेलंगणा' },
  { id: 37, en: 'Ladakh', mr: 'लडाख' }, // UT
  { id: 38, en: 'Dadra and Nagar Haveli and Daman and Diu', mr: 'दादरा आणि नगर हवेली आणि दमण आणि दीव' }, // UT
] as const satisfies readonly State[];
