/**
 * Reservation categories (प्रवर्ग) of Maharashtra and a short list of castes in each.
 *
 * The ids are fixed because the application's rules depend on them: 1 Open, 2 OBC (the only one
 * asked about the non-creamy layer), 3 SC, 4 ST, 5 VJ (A), 6 SBC, 7 SEBC. The Vimukta Jati /
 * Nomadic Tribes group is split as the state splits it, so NT (B), NT (C) and NT (D) are 8, 9 and
 * 10 (they need a caste certificate just as 5 does), and EWS is 11. `seq` is the display order used
 * on state forms.
 *
 * Castes follow the state's category lists (SC and ST: the Constitution orders, Part for
 * Maharashtra; VJ/NT, SBC, OBC: Social Justice Department lists; SEBC: the Maharashtra SEBC Act,
 * 2024). They are a selection of the common ones, not the full lists; an entry naming several
 * castes joined by "/" is one entry of the official list with its synonyms. The same name can be
 * in more than one category (Maratha: Open or SEBC), so castes are always chosen within a category.
 */
export type Category = { id: number; code: string; en: string; mr: string; seq: number };

export const categories = [
  { id: 1, code: 'OPEN', en: 'Open (General)', mr: 'खुला (सर्वसाधारण)', seq: 1 },
  { id: 2, code: 'OBC', en: 'Other Backward Classes (OBC)', mr: 'इतर मागास वर्ग (इ.मा.व.)', seq: 9 },
  { id: 3, code: 'SC', en: 'Scheduled Castes (SC)', mr: 'अनुसूचित जाती (अ.जा.)', seq: 2 },
  { id: 4, code: 'ST', en: 'Scheduled Tribes (ST)', mr: 'अनुसूचित जमाती (अ.ज.)', seq: 3 },
  {
    id: 5,
    code: 'VJ-A',
    en: 'Vimukta Jati / Denotified Tribes (VJ-A)',
    mr: 'विमुक्त जाती (अ) (वि.जा.-अ)',
    seq: 4,
  },
  {
    id: 6,
    code: 'SBC',
    en: 'Special Backward Category (SBC)',
    mr: 'विशेष मागास प्रवर्ग (वि.मा.प्र.)',
    seq: 8,
  },
  {
    id: 7,
    code: 'SEBC',
    en: 'Socially and Educationally Backward Classes (SEBC)',
    mr: 'सामाजिक आणि शैक्षणिकदृष्ट्या मागास वर्ग (एसईबीसी)',
    seq: 10,
  },
  { id: 8, code: 'NT-B', en: 'Nomadic Tribes (NT-B)', mr: 'भटक्या जमाती (ब) (भ.ज.-ब)', seq: 5 },
  { id: 9, code: 'NT-C', en: 'Nomadic Tribes (NT-C)', mr: 'भटक्या जमाती (क) (भ.ज.-क)', seq: 6 },
  { id: 10, code: 'NT-D', en: 'Nomadic Tribes (NT-D)', mr: 'भटक्या जमाती (ड) (भ.ज.-ड)', seq: 7 },
  {
    id: 11,
    code: 'EWS',
    en: 'Economically Weaker Sections (EWS)',
    mr: 'आर्थिकदृष्ट्या दुर्बल घटक (ईडब्ल्यूएस)',
    seq: 11,
  },
] as const satisfies readonly Category[];

export type CategoryId = (typeof categories)[number]['id'];

export type Caste = { id: number; categoryId: CategoryId; en: string; mr: string };

export const castes = [
  // 1 Open
  { id: 1, categoryId: 1, en: 'Brahmin', mr: 'ब्राह्मण' },
  { id: 2, categoryId: 1, en: 'Maratha', mr: 'मराठा' },
  { id: 3, categoryId: 1, en: 'Chandraseniya Kayastha Prabhu (CKP)', mr: 'चांद्रसेनीय कायस्थ प्रभू' },
  { id: 4, categoryId: 1, en: 'Pathare Prabhu', mr: 'पाठारे प्रभू' },

  // 2 OBC
  { id: 5, categoryId: 2, en: 'Kunbi', mr: 'कुणबी' },
  { id: 6, categoryId: 2, en: 'Maratha Kunbi / Kunbi Maratha', mr: 'मराठा कुणबी / कुणबी मराठा' },
  {
    id: 7,
    categoryId: 2,
    en: 'Leva Patil / Leva Kunbi / Leva Patidar',
    mr: 'लेवा पाटील / लेवा कुणबी / लेवा पाटीदार',
  },
  { id: 8, categoryId: 2, en: 'Mali', mr: 'माळी' },
  { id: 9, categoryId: 2, en: 'Teli', mr: 'तेली' },
  { id: 10, categoryId: 2, en: 'Sonar', mr: 'सोनार' },
  { id: 11, categoryId: 2, en: 'Sutar', mr: 'सुतार' },
  { id: 12, categoryId: 2, en: 'Kumbhar', mr: 'कुंभार' },
  { id: 13, categoryId: 2, en: 'Nhavi (Nabhik)', mr: 'न्हावी (नाभिक)' },
  { id: 14, categoryId: 2, en: 'Parit (Dhobi)', mr: 'परीट (धोबी)' },
  { id: 15, categoryId: 2, en: 'Shimpi', mr: 'शिंपी' },
  { id: 16, categoryId: 2, en: 'Gurav', mr: 'गुरव' },
  { id: 17, categoryId: 2, en: 'Agri', mr: 'आगरी' },
  { id: 18, categoryId: 2, en: 'Bhandari', mr: 'भंडारी' },
  { id: 19, categoryId: 2, en: 'Kasar', mr: 'कासार' },

  // 3 SC
  { id: 20, categoryId: 3, en: 'Mahar', mr: 'महार' },
  { id: 21, categoryId: 3, en: 'Mang / Matang', mr: 'मांग / मातंग' },
  { id: 22, categoryId: 3, en: 'Mang Garudi', mr: 'मांग गारुडी' },
  { id: 23, categoryId: 3, en: 'Chambhar / Charmakar', mr: 'चांभार / चर्मकार' },
  { id: 24, categoryId: 3, en: 'Dhor', mr: 'ढोर' },
  { id: 25, categoryId: 3, en: 'Holar', mr: 'होलार' },
  { id: 26, categoryId: 3, en: 'Bhangi / Mehtar / Valmiki', mr: 'भंगी / मेहतर / वाल्मिकी' },
  { id: 27, categoryId: 3, en: 'Khatik', mr: 'खाटीक' },
  { id: 28, categoryId: 3, en: 'Mochi', mr: 'मोची' },
  { id: 29, categoryId: 3, en: 'Bedar', mr: 'बेडर' },
  { id: 30, categoryId: 3, en: 'Burud', mr: 'बुरुड' },
  { id: 31, categoryId: 3, en: 'Mala', mr: 'माला' },

  // 4 ST
  { id: 32, categoryId: 4, en: 'Andh', mr: 'आंध' },
  { id: 33, categoryId: 4, en: 'Bhil', mr: 'भिल्ल' },
  { id: 34, categoryId: 4, en: 'Pawra', mr: 'पावरा' },
  { id: 35, categoryId: 4, en: 'Gamit / Gavit', mr: 'गामीत / गावीत' },
  { id: 36, categoryId: 4, en: 'Gond / Rajgond', mr: 'गोंड / राजगोंड' },
  { id: 37, categoryId: 4, en: 'Katkari / Kathodi', mr: 'कातकरी / काथोडी' },
  { id: 38, categoryId: 4, en: 'Kokna / Kokni', mr: 'कोकणा / कोकणी' },
  { id: 39, categoryId: 4, en: 'Kolam', mr: 'कोलाम' },
  { id: 40, categoryId: 4, en: 'Koli Mahadev / Dongar Koli', mr: 'कोळी महादेव / डोंगर कोळी' },
  { id: 41, categoryId: 4, en: 'Koli Malhar', mr: 'कोळी मल्हार' },
  { id: 42, categoryId: 4, en: 'Korku', mr: 'कोरकू' },
  { id: 43, categoryId: 4, en: 'Pardhan', mr: 'परधान' },
  { id: 44, categoryId: 4, en: 'Thakar / Thakur', mr: 'ठाकर / ठाकूर' },
  { id: 45, categoryId: 4, en: 'Warli', mr: 'वारली' },

  // 5 VJ (A) — Vimukta Jati
  { id: 46, categoryId: 5, en: 'Banjara', mr: 'बंजारा' },
  { id: 47, categoryId: 5, en: 'Berad', mr: 'बेरड' },
  { id: 48, categoryId: 5, en: 'Bestar', mr: 'बेस्तर' },
  { id: 49, categoryId: 5, en: 'Bhamta', mr: 'भामटा' },
  // Kaikadi is SC, not VJ, in Akola, Amravati, Bhandara, Buldhana, Chandrapur, Nagpur, Wardha and Yavatmal.
  { id: 50, categoryId: 5, en: 'Kaikadi', mr: 'कैकाडी' },
  { id: 51, categoryId: 5, en: 'Kanjarbhat', mr: 'कंजारभाट' },
  { id: 52, categoryId: 5, en: 'Katabu', mr: 'कटाबू' },
  { id: 53, categoryId: 5, en: 'Raj Pardhi', mr: 'राज पारधी' },
  { id: 54, categoryId: 5, en: 'Rajput Bhamta', mr: 'राजपूत भामटा' },
  { id: 55, categoryId: 5, en: 'Ramoshi', mr: 'रामोशी' },
  { id: 56, categoryId: 5, en: 'Vadar', mr: 'वडार' },
  { id: 57, categoryId: 5, en: 'Waghri', mr: 'वाघरी' },
  { id: 58, categoryId: 5, en: 'Chhapparband', mr: 'छप्परबंद' },

  // 6 SBC
  { id: 59, categoryId: 6, en: 'Gowari', mr: 'गोवारी' },
  { id: 60, categoryId: 6, en: 'Koshti', mr: 'कोष्टी' },
  { id: 61, categoryId: 6, en: 'Halba Koshti', mr: 'हलबा कोष्टी' },
  { id: 62, categoryId: 6, en: 'Lad Koshti', mr: 'लाडकोष्टी' },
  { id: 63, categoryId: 6, en: 'Sali / Swakul Sali', mr: 'साळी / स्वकुळ साळी' },
  { id: 64, categoryId: 6, en: 'Padmashali', mr: 'पद्मशाली' },
  { id: 65, categoryId: 6, en: 'Devang', mr: 'देवांग' },
  {
    id: 66,
    categoryId: 6,
    en: 'Koli (not included in the Scheduled Tribes)',
    mr: 'कोळी (अनुसूचित जमातीत समाविष्ट नसलेले)',
  },
  { id: 67, categoryId: 6, en: 'Machhimar Koli', mr: 'मच्छिमार कोळी' },
  { id: 68, categoryId: 6, en: 'Son Koli', mr: 'सोनकोळी' },
  { id: 69, categoryId: 6, en: 'Mangela', mr: 'मांगेला' },
  { id: 70, categoryId: 6, en: 'Vaiti', mr: 'वैती' },
  { id: 71, categoryId: 6, en: 'Kharva / Kharvi', mr: 'खारवा / खारवी' },
  { id: 72, categoryId: 6, en: 'Munnerwar / Munnurwar', mr: 'मुन्नेरवार / मुन्नूरवार' },

  // 7 SEBC (the Maratha community, under the Maharashtra SEBC Act, 2024)
  { id: 73, categoryId: 7, en: 'Maratha', mr: 'मराठा' },

  // 8 NT (B)
  { id: 74, categoryId: 8, en: 'Beldar', mr: 'बेलदार' },
  { id: 75, categoryId: 8, en: 'Bharadi', mr: 'भराडी' },
  { id: 76, categoryId: 8, en: 'Bhoi', mr: 'भोई' },
  { id: 77, categoryId: 8, en: 'Chitrakathi', mr: 'चित्रकथी' },
  { id: 78, categoryId: 8, en: 'Garudi', mr: 'गारुडी' },
  { id: 79, categoryId: 8, en: 'Ghisadi', mr: 'घिसाडी' },
  { id: 80, categoryId: 8, en: 'Gondhali', mr: 'गोंधळी' },
  { id: 81, categoryId: 8, en: 'Gopal', mr: 'गोपाळ' },
  { id: 82, categoryId: 8, en: 'Gosavi', mr: 'गोसावी' },
  { id: 83, categoryId: 8, en: 'Kolhati / Dombari', mr: 'कोल्हाटी / डोंबारी' },
  { id: 84, categoryId: 8, en: 'Masanjogi', mr: 'मसणजोगी' },
  { id: 85, categoryId: 8, en: 'Nandiwale', mr: 'नंदीवाले' },
  { id: 86, categoryId: 8, en: 'Vaidu', mr: 'वैदू' },
  { id: 87, categoryId: 8, en: 'Vasudev', mr: 'वासुदेव' },

  // 9 NT (C) — the Dhangar community and its sub-groups
  { id: 88, categoryId: 9, en: 'Dhangar', mr: 'धनगर' },
  { id: 89, categoryId: 9, en: 'Hatkar', mr: 'हटकर' },
  { id: 90, categoryId: 9, en: 'Shegar', mr: 'शेगर' },

  // 10 NT (D) — the Vanjari community (not the Banjara, who are VJ-A)
  { id: 91, categoryId: 10, en: 'Vanjari', mr: 'वंजारी' },

  // 11 EWS: by income, not caste; no caste list.
] as const satisfies readonly Caste[];
