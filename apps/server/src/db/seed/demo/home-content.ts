import type { SchemePictogram } from '@portal/shared/basics';
/*
 * DEMO CONTENT for the public home page, in English and Marathi. Everything in this file is
 * fictional but realistic sample content written so that the portal looks complete on first run.
 * Notices, ticker lines, video titles, statistics, approval orders and dates do not describe real
 * decisions of the Board, and the dignitary cards carry role titles only, never the names of real
 * people. The seed writes these rows with `isDemo = true` in the database, so board staff can find
 * them, edit them or replace them from the admin screens before the portal goes live. The outside
 * links (Government of India and Government of Maharashtra sites, development corporations,
 * schemes) point to real public websites; where the official address was not certain the link is
 * '#' and should be filled in by the Board.
 */

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export type LocalizedText = { en: string; mr: string };

/**
 * 1 Important Notices; 2 User Manual; 3 News and Updates; 4 Notifications and Circulars;
 * 5 Related Websites; 6 Acts and Resolution; 7 Approval Order.
 */
export type NoticeCategoryId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 'YYYY-MM-DD' */
export type IsoDate = `${number}-${number}-${number}`;

export type Notice = {
  categoryId: NoticeCategoryId;
  title: LocalizedText;
  /** Simple HTML only (<p>, <strong>, <a href>, <ul><li>); sanitised again before display. */
  html: LocalizedText;
  fileUrl: string | null;
  isNew: boolean;
  publishedOn: IsoDate;
};

export type TickerItem = LocalizedText;

export type Dignitary = {
  /** Short placeholder line shown where the name would go, e.g. "Hon. Chief Minister". */
  role: LocalizedText;
  /** Designation line. */
  title: LocalizedText;
  /** Drawn in the initials avatar. */
  initials: string;
};

export type VideoPlatform = 'youtube' | 'vimeo';

export type Video = {
  id: string;
  title: LocalizedText;
  platform: VideoPlatform;
  videoUrl: string;
  thumbnail: string;
  isRemoved: boolean;
};

export type HigherEducationLink = {
  title: LocalizedText;
  description: LocalizedText;
  url: string;
  circularUrl: string;
};

export type EntrepreneurshipLink = {
  name: LocalizedText;
  description: LocalizedText;
  url: string;
};

export type GovernmentScheme = {
  name: LocalizedText;
  /** 2-4 letter abbreviation used to draw the logo tile. */
  logoText: string;
  /** What the scheme is about, drawn as a pictogram on the home page (no copied logos). */
  pictogram: SchemePictogram;
  url: string;
};

export type MenuNode = {
  key: string;
  label: LocalizedText;
  link: string;
  className?: string;
  children?: MenuNode[];
};

export type MenuUserType = 91 | 95 | 92 | 93 | 98 | 99;

export type Menus = {
  public: MenuNode[];
  byUserType: Record<MenuUserType, MenuNode[]>;
};

// ---------------------------------------------------------------------------------------------
// 1. Notices
// ---------------------------------------------------------------------------------------------

export const notices: Notice[] = [
  // ----- 1 Important Notices (8) -----
  {
    categoryId: 1,
    title: {
      en: 'Timetable for Summer 2026 Examinations',
      mr: 'उन्हाळी २०२६ परीक्षांचे वेळापत्रक',
    },
    html: {
      en: '<p>The theory and practical examinations of all certificate and diploma courses affiliated to the Board will be held from <strong>20 April 2026 to 15 May 2026</strong>.</p><p>Candidates must report at the examination centre at least 30 minutes before each paper, with their hall ticket and a valid photo identity card.</p>',
      mr: '<p>मंडळाशी संलग्न सर्व प्रमाणपत्र व पदविका अभ्यासक्रमांच्या लेखी व प्रात्यक्षिक परीक्षा <strong>दिनांक २० एप्रिल २०२६ ते १५ मे २०२६</strong> या कालावधीत घेण्यात येतील.</p><p>उमेदवारांनी प्रत्येक पेपरच्या किमान ३० मिनिटे आधी परीक्षा प्रवेशपत्र व वैध फोटो ओळखपत्रासह परीक्षा केंद्रावर उपस्थित राहावे.</p>',
    },
    fileUrl: '/files/notices/exam-timetable-summer-2026.pdf',
    isNew: true,
    publishedOn: '2026-03-10',
  },
  {
    categoryId: 1,
    title: {
      en: 'Online Applications for Renewal of Affiliation for Academic Year 2026-27',
      mr: 'शैक्षणिक वर्ष २०२६-२७ करिता संलग्नता नूतनीकरणासाठी ऑनलाइन अर्ज',
    },
    html: {
      en: '<p>All affiliated institutes must apply online for renewal of affiliation for Academic Year 2026-27 through the institute login on or before <strong>30 April 2026</strong>.</p><p>Upload the following documents with the application:</p><ul><li>Details of the building and premises, with lease or ownership proof</li><li>List of teaching staff with their qualifications</li><li>Details of equipment and machinery in each laboratory and workshop</li><li>Receipt of the affiliation renewal fee</li></ul><p>Institutes that do not apply within the time limit will not be allowed to admit candidates for 2026-27.</p>',
      mr: '<p>सर्व संलग्न संस्थांनी शैक्षणिक वर्ष २०२६-२७ करिता संलग्नता नूतनीकरणासाठी संस्थेच्या खात्यात साइन इन करून <strong>दिनांक ३० एप्रिल २०२६</strong> पर्यंत ऑनलाइन अर्ज करावा.</p><p>अर्जासोबत पुढील कागदपत्रे अपलोड करावीत :</p><ul><li>इमारत व जागेचा तपशील, भाडेकरार किंवा मालकी हक्काच्या पुराव्यासह</li><li>शिक्षक कर्मचाऱ्यांची त्यांच्या शैक्षणिक अर्हतेसह यादी</li><li>प्रत्येक प्रयोगशाळा व कार्यशाळेतील साधनसामग्री व यंत्रसामग्रीचा तपशील</li><li>संलग्नता नूतनीकरण शुल्क भरल्याची पावती</li></ul><p>विहित मुदतीत अर्ज न करणाऱ्या संस्थांना सन २०२६-२७ मध्ये उमेदवारांना प्रवेश देता येणार नाही.</p>',
    },
    fileUrl: '/files/notices/affiliation-renewal-2026-27.pdf',
    isNew: true,
    publishedOn: '2026-03-05',
  },
  {
    categoryId: 1,
    title: {
      en: 'Admission Schedule for Academic Year 2026-27',
      mr: 'शैक्षणिक वर्ष २०२६-२७ साठी प्रवेशाचे वेळापत्रक',
    },
    html: {
      en: "<p>Admissions to the Board's certificate and diploma courses for Academic Year 2026-27 will be carried out as per the following schedule:</p><ul><li>Online registration of candidates: <strong>1 June 2026 to 31 July 2026</strong></li><li>Verification of documents at the institute: within three working days of registration</li><li>Upload of the list of admitted candidates by institutes: by 10 August 2026</li><li>Commencement of classes: <strong>17 August 2026</strong></li></ul>",
      mr: '<p>शैक्षणिक वर्ष २०२६-२७ करिता मंडळाच्या प्रमाणपत्र व पदविका अभ्यासक्रमांचे प्रवेश पुढील वेळापत्रकानुसार करण्यात येतील :</p><ul><li>उमेदवारांची ऑनलाइन नोंदणी : <strong>दिनांक १ जून २०२६ ते ३१ जुलै २०२६</strong></li><li>संस्थेत कागदपत्रांची पडताळणी : नोंदणीनंतर तीन कामकाजाच्या दिवसांत</li><li>संस्थांनी प्रवेशित उमेदवारांची यादी अपलोड करणे : दिनांक १० ऑगस्ट २०२६ पर्यंत</li><li>वर्ग सुरू होण्याचा दिनांक : <strong>१७ ऑगस्ट २०२६</strong></li></ul>',
    },
    fileUrl: '/files/notices/admission-schedule-2026-27.pdf',
    isNew: false,
    publishedOn: '2026-02-26',
  },
  {
    categoryId: 1,
    title: {
      en: 'Payment of Examination Fees for Summer 2026 Examinations',
      mr: 'उन्हाळी २०२६ परीक्षांचे परीक्षा शुल्क भरणेबाबत',
    },
    html: {
      en: '<p>Institutes must submit the examination forms and pay the examination fees of eligible candidates online by <strong>16 March 2026</strong>. Forms will be accepted with a late fee up to 25 March 2026.</p><p>Fees once paid will not be refunded.</p>',
      mr: '<p>संस्थांनी पात्र उमेदवारांचे परीक्षा अर्ज व परीक्षा शुल्क <strong>दिनांक १६ मार्च २०२६</strong> पर्यंत ऑनलाइन सादर करावे. विलंब शुल्कासह दिनांक २५ मार्च २०२६ पर्यंत अर्ज स्वीकारले जातील.</p><p>एकदा भरलेले शुल्क परत केले जाणार नाही.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-02-16',
  },
  {
    categoryId: 1,
    title: {
      en: 'Results of Winter 2025 Examinations Declared',
      mr: 'हिवाळी २०२५ परीक्षांचा निकाल जाहीर',
    },
    html: {
      en: '<p>The results of the Winter 2025 examinations have been declared. Candidates can view and download their statement of marks by logging in to the candidate portal.</p><p>Institutes can download the institute-wise result sheet from the institute login.</p>',
      mr: '<p>हिवाळी २०२५ परीक्षांचा निकाल जाहीर करण्यात आला आहे. उमेदवारांना उमेदवार पोर्टलवर साइन इन करून आपले गुणपत्रक पाहता व डाउनलोड करता येईल.</p><p>संस्थांना संस्थेच्या खात्यात साइन इन करून संस्थानिहाय निकालपत्रक डाउनलोड करता येईल.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-30',
  },
  {
    categoryId: 1,
    title: {
      en: 'Hall Tickets for Summer 2026 Examinations',
      mr: 'उन्हाळी २०२६ परीक्षांची परीक्षा प्रवेशपत्रे (हॉल तिकीट)',
    },
    html: {
      en: '<p>Hall tickets for the Summer 2026 examinations will be available in the institute login from <strong>10 April 2026</strong>. Principals should check the photograph, name and subjects of each candidate before issuing the hall ticket.</p>',
      mr: '<p>उन्हाळी २०२६ परीक्षांची परीक्षा प्रवेशपत्रे <strong>दिनांक १० एप्रिल २०२६</strong> पासून संस्थेच्या खात्यात उपलब्ध होतील. प्राचार्यांनी प्रत्येक उमेदवाराचे छायाचित्र, नाव व विषय तपासूनच प्रवेशपत्र वितरित करावे.</p>',
    },
    fileUrl: null,
    isNew: true,
    publishedOn: '2026-03-18',
  },
  {
    categoryId: 1,
    title: {
      en: 'Public Notice: Beware of Unauthorised Institutes and Courses',
      mr: 'जाहीर सूचना : अनधिकृत संस्था व अभ्यासक्रमांपासून सावध राहा',
    },
    html: {
      en: '<p>Candidates and parents are advised to confirm that an institute and its course are affiliated to the Board before taking admission. Use the <a href="/institutes/search">Institute Search</a> on this portal to check affiliation.</p><p>A complaint about an unauthorised institute can be registered online through <a href="/register-complaint">Register Complaint</a>.</p>',
      mr: '<p>प्रवेश घेण्यापूर्वी संबंधित संस्था व अभ्यासक्रम मंडळाशी संलग्न असल्याची खात्री करावी, असे आवाहन उमेदवार व पालकांना करण्यात येत आहे. संलग्नता तपासण्यासाठी या पोर्टलवरील <a href="/institutes/search">संस्था शोध</a> सुविधेचा वापर करावा.</p><p>अनधिकृत संस्थेविषयीची तक्रार <a href="/register-complaint">तक्रार नोंदवा</a> येथे ऑनलाइन नोंदवता येईल.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-12',
  },
  {
    categoryId: 1,
    title: {
      en: 'Verification of Marks – Winter 2025 Examinations',
      mr: 'हिवाळी २०२५ परीक्षा – गुणपडताळणी',
    },
    html: {
      en: '<p>Candidates who wish to apply for verification of marks of the Winter 2025 examinations may apply online through their institute by <strong>20 February 2026</strong>, on payment of the prescribed fee per subject.</p>',
      mr: '<p>हिवाळी २०२५ परीक्षेतील गुणांची पडताळणी करू इच्छिणाऱ्या उमेदवारांनी विहित प्रति विषय शुल्क भरून आपल्या संस्थेमार्फत <strong>दिनांक २० फेब्रुवारी २०२६</strong> पर्यंत ऑनलाइन अर्ज करावा.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-02-05',
  },

  // ----- 2 User Manual (4) -----
  {
    categoryId: 2,
    title: {
      en: 'User Manual – Candidate Registration',
      mr: 'वापरकर्ता पुस्तिका – उमेदवार नोंदणी',
    },
    html: {
      en: '<p>A step-by-step guide for candidates to register on the portal, fill in their personal details, upload documents and apply for a course.</p>',
      mr: '<p>पोर्टलवर नोंदणी करणे, वैयक्तिक माहिती भरणे, कागदपत्रे अपलोड करणे व अभ्यासक्रमासाठी अर्ज करणे यासाठी उमेदवारांकरिता टप्प्याटप्प्याने मार्गदर्शन.</p>',
    },
    fileUrl: '/files/manuals/candidate-registration-user-manual.pdf',
    isNew: true,
    publishedOn: '2026-01-20',
  },
  {
    categoryId: 2,
    title: {
      en: 'User Manual – Institute Login',
      mr: 'वापरकर्ता पुस्तिका – संस्था साइन इन',
    },
    html: {
      en: '<p>Explains the institute login, resetting the password, managing courses and staff, and online renewal of affiliation.</p>',
      mr: '<p>संस्थेचे साइन इन, पासवर्ड बदलणे, अभ्यासक्रम व कर्मचारी व्यवस्थापन तसेच संलग्नतेचे ऑनलाइन नूतनीकरण याबाबत माहिती.</p>',
    },
    fileUrl: '/files/manuals/institute-login-user-manual.pdf',
    isNew: false,
    publishedOn: '2026-03-02',
  },
  {
    categoryId: 2,
    title: {
      en: 'User Manual – Examination Form and Fee Payment',
      mr: 'वापरकर्ता पुस्तिका – परीक्षा अर्ज व शुल्क भरणा',
    },
    html: {
      en: '<p>How institutes submit examination forms of eligible candidates, pay the fees online and download the payment receipt.</p>',
      mr: '<p>संस्थांनी पात्र उमेदवारांचे परीक्षा अर्ज सादर करणे, शुल्क ऑनलाइन भरणे व शुल्क भरल्याची पावती डाउनलोड करणे याबाबत मार्गदर्शन.</p>',
    },
    fileUrl: '/files/manuals/exam-form-fee-payment-user-manual.pdf',
    isNew: false,
    publishedOn: '2026-02-10',
  },
  {
    categoryId: 2,
    title: {
      en: 'Guide – Registering a Complaint against an Unauthorised Institute',
      mr: 'मार्गदर्शिका – अनधिकृत संस्थेविरुद्ध तक्रार नोंदविणे',
    },
    html: {
      en: '<p>How members of the public can register a complaint, attach evidence and track the status of the complaint online.</p>',
      mr: '<p>नागरिकांनी तक्रार नोंदविणे, पुरावे जोडणे व तक्रारीची सद्यःस्थिती ऑनलाइन पाहणे याबाबत मार्गदर्शन.</p>',
    },
    fileUrl: '/files/manuals/complaint-registration-guide.pdf',
    isNew: false,
    publishedOn: '2026-01-15',
  },

  // ----- 3 News and Updates (4) -----
  {
    categoryId: 3,
    title: {
      en: 'Board Signs MoUs with Industry Partners for On-the-Job Training',
      mr: 'प्रत्यक्ष कार्यस्थळ प्रशिक्षणासाठी मंडळाचे उद्योग भागीदारांसोबत सामंजस्य करार',
    },
    html: {
      en: '<p>The Board has signed memoranda of understanding with industry partners in the automobile, electronics and hospitality sectors to provide on-the-job training to candidates of affiliated institutes.</p>',
      mr: '<p>संलग्न संस्थांमधील उमेदवारांना प्रत्यक्ष कार्यस्थळ प्रशिक्षण देण्यासाठी मंडळाने वाहन उद्योग, इलेक्ट्रॉनिक्स व आदरातिथ्य क्षेत्रांतील उद्योग भागीदारांसोबत सामंजस्य करार केले आहेत.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-02-20',
  },
  {
    categoryId: 3,
    title: {
      en: 'New Courses Approved in Solar Energy and Electric Vehicle Servicing',
      mr: 'सौर ऊर्जा व इलेक्ट्रिक वाहन देखभाल क्षेत्रातील नवीन अभ्यासक्रमांना मान्यता',
    },
    html: {
      en: '<p>The Governing Council has approved new certificate courses in solar PV installation and electric vehicle servicing, aligned with the National Skills Qualifications Framework (NSQF). Institutes may apply to start these courses from Academic Year 2026-27.</p>',
      mr: '<p>नियामक परिषदेने सौर फोटोव्होल्टेइक (पीव्ही) संच उभारणी व इलेक्ट्रिक वाहन दुरुस्ती व देखभाल या विषयांतील, राष्ट्रीय कौशल्य अर्हता आराखड्याशी (NSQF) सुसंगत नवीन प्रमाणपत्र अभ्यासक्रमांना मान्यता दिली आहे. संस्थांना शैक्षणिक वर्ष २०२६-२७ पासून हे अभ्यासक्रम सुरू करण्यासाठी अर्ज करता येईल.</p>',
    },
    fileUrl: '/files/notices/new-courses-solar-ev-2026.pdf',
    isNew: false,
    publishedOn: '2026-02-02',
  },
  {
    categoryId: 3,
    title: {
      en: 'Orientation Workshop for Principals of Affiliated Institutes',
      mr: 'संलग्न संस्थांच्या प्राचार्यांसाठी उद्बोधन कार्यशाळा',
    },
    html: {
      en: '<p>A one-day orientation workshop for principals of affiliated institutes will be held at the Board office, Mumbai on <strong>27 March 2026</strong>. Prior registration is compulsory.</p><p>Please bring your institute code.</p>',
      mr: '<p>संलग्न संस्थांच्या प्राचार्यांसाठी एकदिवसीय उद्बोधन कार्यशाळा <strong>दिनांक २७ मार्च २०२६</strong> रोजी मंडळाच्या मुंबई येथील कार्यालयात आयोजित करण्यात आली आहे. पूर्वनोंदणी अनिवार्य आहे.</p><p>कृपया आपल्या संस्थेचा सांकेतांक सोबत आणावा.</p>',
    },
    fileUrl: null,
    isNew: true,
    publishedOn: '2026-03-12',
  },
  {
    categoryId: 3,
    title: {
      en: 'District-level Apprenticeship and Placement Fair',
      mr: 'जिल्हास्तरीय शिकाऊ उमेदवारी व रोजगार मेळावा',
    },
    html: {
      en: "<p>Candidates who have completed the Board's courses are invited to a district-level apprenticeship and placement fair on <strong>6 February 2026</strong>, organised with the District Skill Development, Employment and Entrepreneurship Guidance Centre.</p>",
      mr: '<p>मंडळाचे अभ्यासक्रम पूर्ण केलेल्या उमेदवारांसाठी जिल्हा कौशल्य विकास, रोजगार व उद्योजकता मार्गदर्शन केंद्राच्या सहकार्याने <strong>दिनांक ६ फेब्रुवारी २०२६</strong> रोजी जिल्हास्तरीय शिकाऊ उमेदवारी व रोजगार मेळाव्याचे आयोजन करण्यात आले आहे.</p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-27',
  },

  // ----- 4 Notifications and Circulars (4) -----
  {
    categoryId: 4,
    title: {
      en: 'Circular: NSQF-aligned Curriculum from Academic Year 2026-27',
      mr: 'परिपत्रक : शैक्षणिक वर्ष २०२६-२७ पासून राष्ट्रीय कौशल्य अर्हता आराखड्याशी सुसंगत पाठ्यक्रम लागू करणेबाबत',
    },
    html: {
      en: '<p>From Academic Year 2026-27 all certificate courses of the Board will follow the revised curriculum aligned with the National Skills Qualifications Framework (NSQF). Institutes should ensure that their teaching staff attend the orientation programme.</p>',
      mr: '<p>शैक्षणिक वर्ष २०२६-२७ पासून मंडळाचे सर्व प्रमाणपत्र अभ्यासक्रम राष्ट्रीय कौशल्य अर्हता आराखड्याशी (NSQF) सुसंगत सुधारित पाठ्यक्रमानुसार राबविण्यात येतील. संस्थांनी आपले शिक्षक कर्मचारी उद्बोधन कार्यक्रमास उपस्थित राहतील याची दक्षता घ्यावी.</p>',
    },
    fileUrl: '/files/circulars/nsqf-curriculum-2026-27.pdf',
    isNew: true,
    publishedOn: '2026-02-24',
  },
  {
    categoryId: 4,
    title: {
      en: 'Circular: Biometric Attendance of Trainees and Staff',
      mr: 'परिपत्रक : प्रशिक्षणार्थी व कर्मचाऱ्यांची बायोमेट्रिक उपस्थिती',
    },
    html: {
      en: '<p>With effect from 1 April 2026, all affiliated institutes must record the daily attendance of trainees and staff on the Aadhaar-enabled biometric attendance system.</p>',
      mr: '<p>दिनांक १ एप्रिल २०२६ पासून सर्व संलग्न संस्थांनी प्रशिक्षणार्थी व कर्मचाऱ्यांची दैनंदिन उपस्थिती आधार-आधारित बायोमेट्रिक उपस्थिती प्रणालीवर नोंदवणे बंधनकारक आहे.</p>',
    },
    fileUrl: '/files/circulars/biometric-attendance.pdf',
    isNew: false,
    publishedOn: '2026-01-28',
  },
  {
    categoryId: 4,
    title: {
      en: 'Notification: Fee Structure for Academic Year 2026-27',
      mr: 'अधिसूचना : शैक्षणिक वर्ष २०२६-२७ साठी शुल्क रचना',
    },
    html: {
      en: '<p>The course-wise fee structure for Academic Year 2026-27, including affiliation, examination and certificate fees, is published for the information of institutes and candidates.</p>',
      mr: '<p>शैक्षणिक वर्ष २०२६-२७ करिता संलग्नता, परीक्षा व प्रमाणपत्र शुल्कासह अभ्यासक्रमनिहाय शुल्क रचना संस्था व उमेदवारांच्या माहितीसाठी प्रसिद्ध करण्यात येत आहे.</p>',
    },
    fileUrl: '/files/circulars/fee-structure-2026-27.pdf',
    isNew: false,
    publishedOn: '2026-03-03',
  },
  {
    categoryId: 4,
    title: {
      en: 'Circular: Guidelines for the Conduct of Practical Examinations',
      mr: 'परिपत्रक : प्रात्यक्षिक परीक्षा घेण्याबाबत मार्गदर्शक सूचना',
    },
    html: {
      en: '<p>Practical examinations must be conducted in the presence of the external examiner appointed by the Board, and marks must be entered online on the same day.</p><ul><li>Keep consumables and equipment ready one day in advance.</li><li>Record the practical examination on CCTV where available.</li></ul>',
      mr: '<p>प्रात्यक्षिक परीक्षा मंडळाने नियुक्त केलेल्या बाह्य परीक्षकाच्या उपस्थितीतच घ्याव्यात व गुण त्याच दिवशी ऑनलाइन नोंदवावेत.</p><ul><li>आवश्यक साहित्य व साधनसामग्री एक दिवस आधी तयार ठेवावी.</li><li>उपलब्ध असल्यास प्रात्यक्षिक परीक्षेचे सीसीटीव्हीद्वारे चित्रीकरण करावे.</li></ul>',
    },
    fileUrl: null,
    isNew: true,
    publishedOn: '2026-03-16',
  },

  // ----- 5 Related Websites (4) -----
  {
    categoryId: 5,
    title: {
      en: 'Ministry of Skill Development and Entrepreneurship, Government of India',
      mr: 'कौशल्य विकास आणि उद्योजकता मंत्रालय, भारत सरकार',
    },
    html: {
      en: '<p>Official website: <a href="https://www.msde.gov.in">www.msde.gov.in</a></p>',
      mr: '<p>अधिकृत संकेतस्थळ : <a href="https://www.msde.gov.in">www.msde.gov.in</a></p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-02',
  },
  {
    categoryId: 5,
    title: {
      en: 'Skill India Digital Hub',
      mr: 'स्किल इंडिया डिजिटल हब',
    },
    html: {
      en: '<p>National platform for skilling courses, certificates and jobs: <a href="https://www.skillindiadigital.gov.in">www.skillindiadigital.gov.in</a></p>',
      mr: '<p>कौशल्य प्रशिक्षण अभ्यासक्रम, प्रमाणपत्रे व रोजगार संधींसाठी राष्ट्रीय मंच : <a href="https://www.skillindiadigital.gov.in">www.skillindiadigital.gov.in</a></p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-02',
  },
  {
    categoryId: 5,
    title: {
      en: 'Directorate of Vocational Education and Training, Maharashtra',
      mr: 'व्यवसाय शिक्षण व प्रशिक्षण संचालनालय, महाराष्ट्र राज्य',
    },
    html: {
      en: '<p>Official website: <a href="https://dvet.gov.in">dvet.gov.in</a></p>',
      mr: '<p>अधिकृत संकेतस्थळ : <a href="https://dvet.gov.in">dvet.gov.in</a></p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-02',
  },
  {
    categoryId: 5,
    title: {
      en: 'NCVT MIS Portal',
      mr: 'राष्ट्रीय व्यवसाय प्रशिक्षण परिषद (NCVT) एमआयएस पोर्टल',
    },
    html: {
      en: '<p>Trainee and ITI records under the National Council for Vocational Training: <a href="https://www.ncvtmis.gov.in">www.ncvtmis.gov.in</a></p>',
      mr: '<p>राष्ट्रीय व्यवसाय प्रशिक्षण परिषदेअंतर्गत प्रशिक्षणार्थी व औद्योगिक प्रशिक्षण संस्थांच्या नोंदी : <a href="https://www.ncvtmis.gov.in">www.ncvtmis.gov.in</a></p>',
    },
    fileUrl: null,
    isNew: false,
    publishedOn: '2026-01-02',
  },

  // ----- 6 Acts and Resolution (4) -----
  {
    categoryId: 6,
    title: {
      en: 'Maharashtra State Board of Skill, Vocational Education and Training Act, 2021 (Mah. Act No. IX of 2022)',
      mr: 'महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ अधिनियम, २०२१ (सन २०२२ चा महाराष्ट्र अधिनियम क्रमांक ९)',
    },
    html: {
      en: '<p>The Act under which the Board is established. It came into force on <strong>26 January 2022</strong>. It provides for the Board, its Governing Council, the affiliation of institutions, and the assessment and certification of skill, vocational education and training courses.</p>',
      mr: '<p>या अधिनियमान्वये मंडळाची स्थापना करण्यात आली आहे. हा अधिनियम <strong>दिनांक २६ जानेवारी २०२२</strong> पासून अंमलात आला. मंडळ, नियामक परिषद, संस्थांची संलग्नता तसेच कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण अभ्यासक्रमांचे मूल्यमापन व प्रमाणन यांबाबतच्या तरतुदी या अधिनियमात आहेत.</p>',
    },
    fileUrl: '/files/acts/msbsvet-act-2021.pdf',
    isNew: false,
    publishedOn: '2026-01-05',
  },
  {
    categoryId: 6,
    title: {
      en: 'The Maharashtra Unauthorized Institutions and Unauthorized Courses of Study in Agriculture, Animal and Fishery Sciences, Health Sciences, Higher, Technical and Vocational Education (Prohibition) Act, 2013',
      mr: 'महाराष्ट्र कृषी, पशू व मत्स्य विज्ञान, आरोग्य विज्ञान, उच्च, तंत्र व व्यवसाय शिक्षणातील अनधिकृत संस्था व अनधिकृत अभ्यासक्रम (प्रतिबंध) अधिनियम, २०१३',
    },
    html: {
      en: '<p>Prohibits establishing or conducting an educational institution, or starting a course of study in vocational education, without the prior approval of the appropriate authority. It also prohibits misleading advertisements about such institutions or courses.</p>',
      mr: '<p>सक्षम प्राधिकरणाच्या पूर्वमान्यतेशिवाय शैक्षणिक संस्था स्थापन करणे किंवा चालविणे, अथवा व्यवसाय शिक्षणातील अभ्यासक्रम सुरू करणे यास या अधिनियमान्वये प्रतिबंध आहे. अशा संस्था किंवा अभ्यासक्रमांबाबत दिशाभूल करणाऱ्या जाहिराती प्रसिद्ध करण्यासही प्रतिबंध आहे.</p>',
    },
    fileUrl: '/files/acts/unauthorized-institutions-prohibition-act-2013.pdf',
    isNew: false,
    publishedOn: '2026-01-05',
  },
  {
    categoryId: 6,
    title: {
      en: 'The Maharashtra Unauthorized Institutions and Unauthorized Courses of Study in Agriculture, Animal and Fishery Sciences, Health Sciences, Higher, Technical and Vocational Education (Complaints, Appeals and Remedial Measures) Rules, 2024',
      mr: 'महाराष्ट्र कृषी, पशू व मत्स्य विज्ञान, आरोग्य विज्ञान, उच्च, तंत्र व व्यवसाय शिक्षणातील अनधिकृत संस्था व अनधिकृत अभ्यासक्रम (तक्रारी, अपिले व उपाययोजना) नियम, २०२४',
    },
    html: {
      en: '<p>These Rules lay down the procedure for registering complaints against unauthorised institutions and courses, for inquiry into such complaints, and for appeals against the orders passed.</p>',
      mr: '<p>अनधिकृत संस्था व अभ्यासक्रमांविरुद्ध तक्रार नोंदविणे, अशा तक्रारींची चौकशी करणे आणि पारित आदेशांविरुद्ध अपील करणे यासंबंधीची कार्यपद्धती या नियमांमध्ये विहित केली आहे.</p>',
    },
    fileUrl: '/files/acts/unauthorized-institutions-complaint-rules-2024.pdf',
    isNew: false,
    publishedOn: '2026-01-05',
  },
  {
    categoryId: 6,
    title: {
      en: 'Government Resolution regarding Short-term Skill Courses in Affiliated Institutes',
      mr: 'संलग्न संस्थांमध्ये अल्पमुदतीचे कौशल्य अभ्यासक्रम राबविण्याबाबत शासन निर्णय',
    },
    html: {
      en: '<p>Lays down the norms for conducting short-term, industry-oriented skill courses of three to six months in institutes affiliated to the Board, including batch size, trainer qualifications and assessment.</p>',
      mr: '<p>मंडळाशी संलग्न संस्थांमध्ये तीन ते सहा महिने कालावधीचे अल्पमुदतीचे, उद्योगाभिमुख कौशल्य अभ्यासक्रम राबविण्यासाठी तुकडीची क्षमता, प्रशिक्षकांची अर्हता व मूल्यमापन यांसह मानके या शासन निर्णयात निश्चित केली आहेत.</p>',
    },
    fileUrl: '/files/acts/gr-short-term-skill-courses.pdf',
    isNew: true,
    publishedOn: '2026-02-12',
  },

  // ----- 7 Approval Order (4) -----
  {
    categoryId: 7,
    title: {
      en: 'Approval Order: New Vocational Training Institutes – Pune Division (2026-27)',
      mr: 'मान्यता आदेश : नवीन व्यवसाय प्रशिक्षण संस्था – पुणे विभाग (२०२६-२७)',
    },
    html: {
      en: '<p>Approval is granted to the new vocational training institutes in Pune Division listed in the attached order to start courses from Academic Year 2026-27, subject to the conditions of affiliation.</p>',
      mr: '<p>सोबतच्या आदेशात नमूद पुणे विभागातील नवीन व्यवसाय प्रशिक्षण संस्थांना संलग्नतेच्या अटी व शर्तींच्या अधीन राहून शैक्षणिक वर्ष २०२६-२७ पासून अभ्यासक्रम सुरू करण्यास मान्यता देण्यात येत आहे.</p>',
    },
    fileUrl: '/files/approval-orders/new-institutes-pune-division-2026-27.pdf',
    isNew: true,
    publishedOn: '2026-03-14',
  },
  {
    categoryId: 7,
    title: {
      en: 'Approval Order: New Vocational Training Institutes – Nagpur and Amravati Divisions (2026-27)',
      mr: 'मान्यता आदेश : नवीन व्यवसाय प्रशिक्षण संस्था – नागपूर व अमरावती विभाग (२०२६-२७)',
    },
    html: {
      en: '<p>Approval is granted to the new vocational training institutes in Nagpur and Amravati Divisions listed in the attached order to start courses from Academic Year 2026-27, subject to the conditions of affiliation.</p>',
      mr: '<p>सोबतच्या आदेशात नमूद नागपूर व अमरावती विभागांतील नवीन व्यवसाय प्रशिक्षण संस्थांना संलग्नतेच्या अटी व शर्तींच्या अधीन राहून शैक्षणिक वर्ष २०२६-२७ पासून अभ्यासक्रम सुरू करण्यास मान्यता देण्यात येत आहे.</p>',
    },
    fileUrl: '/files/approval-orders/new-institutes-nagpur-amravati-2026-27.pdf',
    isNew: false,
    publishedOn: '2026-03-09',
  },
  {
    categoryId: 7,
    title: {
      en: 'Approval Order: Additional Batches for Existing Institutes (2026-27)',
      mr: 'मान्यता आदेश : विद्यमान संस्थांना अतिरिक्त तुकड्या (२०२६-२७)',
    },
    html: {
      en: '<p>Additional batches are approved for the existing institutes listed in the order, on the basis of the infrastructure and staff verified during inspection.</p>',
      mr: '<p>तपासणीदरम्यान पडताळणी केलेल्या पायाभूत सुविधा व कर्मचारी वर्गाच्या आधारे आदेशात नमूद विद्यमान संस्थांना अतिरिक्त तुकड्यांसाठी मान्यता देण्यात आली आहे.</p>',
    },
    fileUrl: '/files/approval-orders/additional-batches-2026-27.pdf',
    isNew: false,
    publishedOn: '2026-02-27',
  },
  {
    categoryId: 7,
    title: {
      en: 'Approval Order: New Courses at Existing Institutes – Konkan and Nashik Divisions',
      mr: 'मान्यता आदेश : विद्यमान संस्थांमध्ये नवीन अभ्यासक्रम – कोकण व नाशिक विभाग',
    },
    html: {
      en: '<p>The institutes in Konkan and Nashik Divisions listed in the order are permitted to start the new courses shown against their names from Academic Year 2026-27.</p>',
      mr: '<p>आदेशात नमूद कोकण व नाशिक विभागांतील संस्थांना त्यांच्या नावासमोर दर्शविलेले नवीन अभ्यासक्रम शैक्षणिक वर्ष २०२६-२७ पासून सुरू करण्यास परवानगी देण्यात आली आहे.</p>',
    },
    fileUrl: '/files/approval-orders/new-courses-konkan-nashik-2026-27.pdf',
    isNew: false,
    publishedOn: '2026-02-18',
  },
];

// ---------------------------------------------------------------------------------------------
// 2. Ticker (exactly three)
// ---------------------------------------------------------------------------------------------

export const ticker: TickerItem[] = [
  {
    en: 'Summer 2026 examinations will be held from 20 April 2026 to 15 May 2026. Hall tickets will be available from 10 April 2026.',
    mr: 'उन्हाळी २०२६ परीक्षा दिनांक २० एप्रिल २०२६ ते १५ मे २०२६ या कालावधीत घेण्यात येतील. परीक्षा प्रवेशपत्रे दिनांक १० एप्रिल २०२६ पासून उपलब्ध होतील.',
  },
  {
    en: 'Last date for online registration for courses of Academic Year 2026-27: 31 July 2026.',
    mr: 'शैक्षणिक वर्ष २०२६-२७ मधील अभ्यासक्रमांसाठी ऑनलाइन नोंदणीची अंतिम तारीख : ३१ जुलै २०२६.',
  },
  {
    en: 'The Board office will remain closed on Thursday, 19 March 2026 on account of Gudi Padwa.',
    mr: 'गुढीपाडव्यानिमित्त गुरुवार, दिनांक १९ मार्च २०२६ रोजी मंडळाचे कार्यालय बंद राहील.',
  },
];

// ---------------------------------------------------------------------------------------------
// 3. Dignitaries (role titles only; initials avatars)
// ---------------------------------------------------------------------------------------------

export const dignitaries: Dignitary[] = [
  {
    role: { en: 'Office of the Hon. Chief Minister', mr: 'मा. मुख्यमंत्री कार्यालय' },
    title: { en: 'Chief Minister, Maharashtra State', mr: 'मुख्यमंत्री, महाराष्ट्र राज्य' },
    initials: 'CM',
  },
  {
    role: { en: 'Office of the Hon. Minister', mr: 'मा. मंत्री कार्यालय' },
    title: {
      en: 'Minister, Skill Development, Employment, Entrepreneurship and Innovation, Maharashtra State',
      mr: 'मंत्री, कौशल्य विकास, रोजगार, उद्योजकता व नाविन्यता, महाराष्ट्र राज्य',
    },
    initials: 'MS',
  },
  {
    role: { en: 'Office of the Principal Secretary', mr: 'प्रधान सचिव कार्यालय' },
    title: {
      en: 'Principal Secretary, Skill, Employment, Entrepreneurship and Innovation Department, Government of Maharashtra',
      mr: 'प्रधान सचिव, कौशल्य, रोजगार, उद्योजकता व नाविन्यता विभाग, महाराष्ट्र शासन',
    },
    initials: 'PS',
  },
  {
    role: { en: 'Office of the Director', mr: 'संचालक कार्यालय' },
    title: {
      en: 'Director, Maharashtra State Board of Skill, Vocational Education and Training',
      mr: 'संचालक, महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ',
    },
    initials: 'DB',
  },
];

// ---------------------------------------------------------------------------------------------
// 4. Videos (placeholder video ids; exactly one removed)
// ---------------------------------------------------------------------------------------------

export const videos: Video[] = [
  {
    id: 'video-1',
    title: {
      en: 'Introduction to the Board and Its Courses',
      mr: 'मंडळ व मंडळाच्या अभ्यासक्रमांची ओळख',
    },
    platform: 'youtube',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Xk3mP9qLw2A',
    thumbnail: '/images/video-1.svg',
    isRemoved: false,
  },
  {
    id: 'video-2',
    title: {
      en: 'How to Register as a Candidate on the Portal',
      mr: 'पोर्टलवर उमेदवार नोंदणी कशी करावी',
    },
    platform: 'vimeo',
    videoUrl: 'https://player.vimeo.com/video/905184273',
    thumbnail: '/images/video-2.svg',
    isRemoved: false,
  },
  {
    id: 'video-3',
    title: {
      en: 'State-level Skill Competition 2025 – Highlights',
      mr: 'राज्यस्तरीय कौशल्य स्पर्धा २०२५ – ठळक क्षणचित्रे',
    },
    platform: 'youtube',
    videoUrl: 'https://www.youtube-nocookie.com/embed/Rb7tN4sVd8E',
    thumbnail: '/images/video-3.svg',
    isRemoved: true,
  },
];

// ---------------------------------------------------------------------------------------------
// 5. Higher education pathways
// ---------------------------------------------------------------------------------------------

export const higherEducation: HigherEducationLink[] = [
  {
    title: {
      en: 'Bachelor of Vocation (B.Voc)',
      mr: 'बॅचलर ऑफ व्होकेशन (बी.व्होक.)',
    },
    description: {
      en: "A three-year degree with multiple entry and exit options, offered by the School of Vocational Education, Tata Institute of Social Sciences (TISS), Mumbai. It combines classroom learning with on-the-job training and is a pathway to higher education for candidates who have completed the Board's courses.",
      mr: 'टाटा सामाजिक विज्ञान संस्था (TISS), मुंबई यांच्या स्कूल ऑफ व्होकेशनल एज्युकेशनमार्फत चालविण्यात येणारा, बहुप्रवेश व बहुनिर्गमन सुविधेसह तीन वर्षांचा पदवी अभ्यासक्रम. यात वर्गातील अध्यापनासोबत प्रत्यक्ष कार्यस्थळ प्रशिक्षण दिले जाते. मंडळाचे अभ्यासक्रम पूर्ण केलेल्या उमेदवारांसाठी ही उच्च शिक्षणाची संधी आहे.',
    },
    url: 'https://sve.tiss.edu',
    circularUrl: '',
  },
  {
    title: {
      en: 'Diploma in Engineering and Technology (MSBTE)',
      mr: 'अभियांत्रिकी व तंत्रज्ञान पदविका (महाराष्ट्र राज्य तंत्र शिक्षण मंडळ)',
    },
    description: {
      en: 'Three-year polytechnic diploma programmes in engineering and technology, awarded by the Maharashtra State Board of Technical Education. Admission is conducted by the Directorate of Technical Education, Maharashtra State.',
      mr: 'महाराष्ट्र राज्य तंत्र शिक्षण मंडळातर्फे प्रदान केले जाणारे अभियांत्रिकी व तंत्रज्ञान शाखेतील तीन वर्षांचे तंत्रनिकेतन पदविका अभ्यासक्रम. प्रवेश प्रक्रिया तंत्र शिक्षण संचालनालय, महाराष्ट्र राज्य यांच्यामार्फत राबविली जाते.',
    },
    url: 'https://msbte.ac.in',
    circularUrl: '',
  },
  {
    title: {
      en: 'Industrial Training Institute (ITI) Courses',
      mr: 'औद्योगिक प्रशिक्षण संस्था (आयटीआय) अभ्यासक्रम',
    },
    description: {
      en: 'Craftsmen training in engineering and non-engineering trades at Government and private ITIs in Maharashtra. Admission is through the centralised online process of the Directorate of Vocational Education and Training.',
      mr: 'महाराष्ट्रातील शासकीय व खाजगी औद्योगिक प्रशिक्षण संस्थांमध्ये अभियांत्रिकी व बिगर-अभियांत्रिकी व्यवसायांतील शिल्प कारागीर प्रशिक्षण. प्रवेश प्रक्रिया व्यवसाय शिक्षण व प्रशिक्षण संचालनालयामार्फत केंद्रीभूत ऑनलाइन पद्धतीने राबविली जाते.',
    },
    url: 'https://dvet.gov.in',
    circularUrl: '',
  },
];

// ---------------------------------------------------------------------------------------------
// 7. Entrepreneurship: development corporations and loan schemes ('#' where the URL is unverified)
// ---------------------------------------------------------------------------------------------

export const entrepreneurship: EntrepreneurshipLink[] = [
  {
    name: {
      en: 'Annasaheb Patil Arthik Magas Vikas Mahamandal',
      mr: 'अण्णासाहेब पाटील आर्थिक मागास विकास महामंडळ',
    },
    description: {
      en: 'Interest refund on bank loans taken by eligible youth from economically backward sections to start or expand a business.',
      mr: 'आर्थिकदृष्ट्या मागास घटकांतील पात्र युवक-युवतींनी व्यवसाय सुरू करण्यासाठी किंवा वाढविण्यासाठी घेतलेल्या बँक कर्जावरील व्याज परतावा.',
    },
    url: 'https://udyog.mahaswayam.gov.in',
  },
  {
    name: {
      en: 'Mahatma Phule Backward Class Development Corporation',
      mr: 'महात्मा फुले मागासवर्ग विकास महामंडळ',
    },
    description: {
      en: 'Seed capital, direct loan and grant schemes for the self-employment of Scheduled Caste and Neo-Buddhist candidates.',
      mr: 'अनुसूचित जाती व नवबौद्ध घटकांतील उमेदवारांच्या स्वयंरोजगारासाठी बीज भांडवल, थेट कर्ज व अनुदान योजना.',
    },
    url: 'https://mpbcdc.maharashtra.gov.in',
  },
  {
    name: {
      en: 'Vasantrao Naik Vimukta Jatis and Nomadic Tribes Development Corporation',
      mr: 'वसंतराव नाईक विमुक्त जाती व भटक्या जमाती विकास महामंडळ',
    },
    description: {
      en: 'Loan schemes for the self-employment of persons from Vimukta Jati and Nomadic Tribe communities.',
      mr: 'विमुक्त जाती व भटक्या जमाती प्रवर्गातील व्यक्तींच्या स्वयंरोजगारासाठी कर्ज योजना.',
    },
    url: '#',
  },
  {
    name: {
      en: 'Sahityaratna Lokshahir Annabhau Sathe Development Corporation',
      mr: 'साहित्यरत्न लोकशाहीर अण्णा भाऊ साठे विकास महामंडळ',
    },
    description: {
      en: 'Term loan, micro-credit and education loan schemes for the Matang community and its twelve sub-castes.',
      mr: 'मातंग समाज व तत्सम बारा पोटजातींतील घटकांसाठी मुदत कर्ज, सूक्ष्म पतपुरवठा व शैक्षणिक कर्ज योजना.',
    },
    url: '#',
  },
  {
    name: {
      en: 'Maulana Azad Minorities Financial Development Corporation',
      mr: 'मौलाना आझाद अल्पसंख्याक आर्थिक विकास महामंडळ',
    },
    description: {
      en: 'Term loans for small businesses and education loans for members of minority communities.',
      mr: 'अल्पसंख्याक समाजातील घटकांसाठी लघु व्यवसायाकरिता मुदत कर्ज व शैक्षणिक कर्ज योजना.',
    },
    url: 'https://mamfdc.maharashtra.gov.in',
  },
  {
    name: {
      en: "Chief Minister's Employment Generation Programme (CMEGP)",
      mr: 'मुख्यमंत्री रोजगार निर्मिती कार्यक्रम',
    },
    description: {
      en: 'Credit-linked subsidy for setting up new micro and small enterprises in the manufacturing, service and agro-based sectors.',
      mr: 'उत्पादन, सेवा व कृषिपूरक क्षेत्रांत नवीन सूक्ष्म व लघु उद्योग सुरू करण्यासाठी बँक कर्जाशी निगडित अनुदान.',
    },
    url: 'https://maha-cmegp.gov.in',
  },
  {
    name: {
      en: 'Pradhan Mantri Mudra Yojana (PMMY)',
      mr: 'प्रधानमंत्री मुद्रा योजना',
    },
    description: {
      en: 'Collateral-free loans through banks and financial institutions for non-farm micro enterprises.',
      mr: 'बिगर-कृषी सूक्ष्म उद्योगांसाठी बँका व वित्तीय संस्थांमार्फत तारणमुक्त कर्ज.',
    },
    url: 'https://www.mudra.org.in',
  },
  {
    name: {
      en: 'Stand-Up India',
      mr: 'स्टँड-अप इंडिया',
    },
    description: {
      en: 'Bank loans from ₹10 lakh to ₹1 crore for Scheduled Caste, Scheduled Tribe and women entrepreneurs setting up a new enterprise.',
      mr: 'अनुसूचित जाती, अनुसूचित जमाती व महिला उद्योजकांना नवीन उद्योग उभारण्यासाठी ₹१० लाख ते ₹१ कोटीपर्यंत बँक कर्ज.',
    },
    url: 'https://www.standupmitra.in',
  },
];

// ---------------------------------------------------------------------------------------------
// 8. Government schemes (exactly twelve)
// ---------------------------------------------------------------------------------------------

export const schemes: GovernmentScheme[] = [
  {
    name: {
      en: 'Pradhan Mantri Kaushal Vikas Yojana (PMKVY)',
      mr: 'प्रधानमंत्री कौशल्य विकास योजना',
    },
    logoText: 'PMKV',
    pictogram: 'training',
    url: 'https://www.pmkvyofficial.org',
  },
  {
    name: { en: 'Skill India Digital Hub', mr: 'स्किल इंडिया डिजिटल हब' },
    logoText: 'SIDH',
    pictogram: 'digital',
    url: 'https://www.skillindiadigital.gov.in',
  },
  {
    name: {
      en: 'National Apprenticeship Promotion Scheme (NAPS)',
      mr: 'राष्ट्रीय शिकाऊ उमेदवारी प्रोत्साहन योजना',
    },
    logoText: 'NAPS',
    pictogram: 'apprentice',
    url: 'https://www.apprenticeshipindia.gov.in',
  },
  {
    name: { en: 'PM Vishwakarma', mr: 'पीएम विश्वकर्मा योजना' },
    logoText: 'PMV',
    pictogram: 'tools',
    url: 'https://pmvishwakarma.gov.in',
  },
  {
    name: {
      en: 'Deen Dayal Upadhyaya Grameen Kaushalya Yojana (DDU-GKY)',
      mr: 'दीनदयाल उपाध्याय ग्रामीण कौशल्य योजना',
    },
    logoText: 'DDU',
    pictogram: 'village',
    url: 'https://ddugky.gov.in',
  },
  {
    name: {
      en: 'Mukhyamantri Yuva Karya Prashikshan Yojana',
      mr: 'मुख्यमंत्री युवा कार्य प्रशिक्षण योजना',
    },
    logoText: 'YKPY',
    pictogram: 'work',
    url: 'https://rojgar.mahaswayam.gov.in',
  },
  {
    name: {
      en: 'Pramod Mahajan Kaushalya va Udyojakta Vikas Abhiyan',
      mr: 'प्रमोद महाजन कौशल्य व उद्योजकता विकास अभियान',
    },
    logoText: 'PMKU',
    pictogram: 'training',
    url: 'https://kaushalya.mahaswayam.gov.in',
  },
  {
    name: { en: 'Startup India', mr: 'स्टार्टअप इंडिया' },
    logoText: 'SI',
    pictogram: 'startup',
    url: 'https://www.startupindia.gov.in',
  },
  {
    name: { en: 'Digital India', mr: 'डिजिटल इंडिया' },
    logoText: 'DI',
    pictogram: 'digital',
    url: 'https://www.digitalindia.gov.in',
  },
  {
    name: { en: 'Stand-Up India', mr: 'स्टँड-अप इंडिया' },
    logoText: 'SUI',
    pictogram: 'startup',
    url: 'https://www.standupmitra.in',
  },
  {
    name: { en: 'PM Internship Scheme', mr: 'पीएम इंटर्नशिप योजना' },
    logoText: 'PMIS',
    pictogram: 'apprentice',
    url: 'https://pminternship.mca.gov.in',
  },
  {
    name: { en: 'National Career Service (NCS)', mr: 'राष्ट्रीय करिअर सेवा' },
    logoText: 'NCS',
    pictogram: 'work',
    url: 'https://www.ncs.gov.in',
  },
];

// ---------------------------------------------------------------------------------------------
// 9. Menus
// ---------------------------------------------------------------------------------------------

/** Routes the public menu may link to (checked at compile time). */
type PublicRoute =
  | '/'
  | '/about/board'
  | '/board/vision'
  | '/board/mission'
  | '/board/values'
  | '/board/objectives'
  | '/board/goals'
  | '/board/governing-council'
  | '/institutes/search'
  | '/courses'
  | '/unauthorized'
  | '/register-complaint'
  | '/complaint-status'
  | '/institutes-under-inquiry'
  | '/employee-development'
  | '/assitance'
  | '/contact'
  | '#';

/** Routes the signed-in menus may link to (checked at compile time). */
type SignedInRoute =
  | '#'
  | '/dashboard'
  | '/Staff'
  | '/Address'
  | '/Parent'
  | '/Category'
  | '/Qualification'
  | '/Training'
  | '/AdditionalDetails'
  | '/BankDetails'
  | '/WorkExperience'
  | '/verify'
  | '/apply'
  | '/admission-letter'
  | '/institute'
  | '/institutes/search'
  | '/courses'
  | '/assitance';

type RouteMenuNode<R extends string> = {
  key: string;
  label: LocalizedText;
  link: R;
  className?: string;
  children?: RouteMenuNode<R>[];
};

const publicMenu: RouteMenuNode<PublicRoute>[] = [
  { key: 'home', label: { en: 'Home', mr: 'मुख्यपृष्ठ' }, link: '#', className: 'menu-home' },
  {
    key: 'about-us',
    label: { en: 'About Us', mr: 'आमच्याविषयी' },
    link: '#',
    children: [
      { key: 'about-board', label: { en: 'Board', mr: 'मंडळ' }, link: '/about/board' },
      { key: 'about-vision', label: { en: 'Vision', mr: 'दूरदृष्टी' }, link: '/board/vision' },
      { key: 'about-mission', label: { en: 'Mission', mr: 'ध्येय' }, link: '/board/mission' },
      { key: 'about-values', label: { en: 'Values', mr: 'मूल्ये' }, link: '/board/values' },
      {
        key: 'about-objectives',
        label: { en: 'Objectives', mr: 'उद्दिष्टे' },
        link: '/board/objectives',
      },
      { key: 'about-goals', label: { en: 'Goals', mr: 'लक्ष्ये' }, link: '/board/goals' },
      {
        key: 'about-governing-council',
        label: { en: 'Governing Council', mr: 'नियामक परिषद' },
        link: '/board/governing-council',
      },
    ],
  },
  {
    key: 'search',
    label: { en: 'Search', mr: 'शोध' },
    link: '#',
    children: [
      {
        key: 'search-institute',
        label: { en: 'Institute', mr: 'संस्था' },
        link: '/institutes/search',
      },
      { key: 'search-course', label: { en: 'Course', mr: 'अभ्यासक्रम' }, link: '/courses' },
    ],
  },
  {
    key: 'unauthorized-institutes',
    label: { en: 'Unauthorized Institutes', mr: 'अनधिकृत संस्था' },
    link: '#',
    children: [
      {
        key: 'unauthorized-information',
        label: { en: 'Information on Unauthorized Institutes', mr: 'अनधिकृत संस्थांविषयी माहिती' },
        link: '/unauthorized',
      },
      {
        key: 'unauthorized-register-complaint',
        label: { en: 'Register Complaint', mr: 'तक्रार नोंदवा' },
        link: '/register-complaint',
      },
      {
        key: 'unauthorized-complaint-status',
        label: { en: 'Status of Complaint', mr: 'तक्रारीची सद्यःस्थिती' },
        link: '/complaint-status',
      },
      {
        key: 'unauthorized-under-inquiry',
        label: { en: 'Institutes under Inquiry', mr: 'चौकशी सुरू असलेल्या संस्था' },
        link: '/institutes-under-inquiry',
      },
    ],
  },
  {
    key: 'employee-development',
    label: { en: 'Employee Development', mr: 'कर्मचारी विकास' },
    link: '/employee-development',
  },
  { key: 'help', label: { en: 'Help', mr: 'मदत' }, link: '/assitance' },
  { key: 'contact-us', label: { en: 'Contact Us', mr: 'संपर्क' }, link: '/contact' },
];

// Builders return fresh objects so that no two user types share (and could mutate) a node.
const homeNode = (): RouteMenuNode<SignedInRoute> => ({
  key: 'home',
  label: { en: 'Home', mr: 'मुख्यपृष्ठ' },
  link: '#',
  className: 'menu-home',
});

const dashboardNode = (): RouteMenuNode<SignedInRoute> => ({
  key: 'dashboard',
  label: { en: 'Dashboard', mr: 'डॅशबोर्ड' },
  link: '/dashboard',
});

const profileNode = (): RouteMenuNode<SignedInRoute> => ({
  key: 'my-profile',
  label: { en: 'My Profile', mr: 'माझी माहिती' },
  link: '#',
  children: [
    {
      key: 'profile-personal-details',
      label: { en: 'Personal Details', mr: 'वैयक्तिक तपशील' },
      link: '/Staff',
    },
    { key: 'profile-address', label: { en: 'Address', mr: 'पत्ता' }, link: '/Address' },
    {
      key: 'profile-parent-details',
      label: { en: 'Parent / Guardian Details', mr: 'आई-वडील / पालक यांचा तपशील' },
      link: '/Parent',
    },
    { key: 'profile-category', label: { en: 'Category', mr: 'प्रवर्ग' }, link: '/Category' },
    {
      key: 'profile-qualification',
      label: { en: 'Educational Qualification', mr: 'शैक्षणिक अर्हता' },
      link: '/Qualification',
    },
    {
      key: 'profile-training',
      label: { en: 'Training Details', mr: 'प्रशिक्षणाचा तपशील' },
      link: '/Training',
    },
    {
      key: 'profile-additional-details',
      label: { en: 'Additional Details', mr: 'अतिरिक्त तपशील' },
      link: '/AdditionalDetails',
    },
    {
      key: 'profile-bank-details',
      label: { en: 'Bank Details', mr: 'बँक खात्याचा तपशील' },
      link: '/BankDetails',
    },
    {
      key: 'profile-work-experience',
      label: { en: 'Work Experience', mr: 'कामाचा अनुभव' },
      link: '/WorkExperience',
    },
    {
      key: 'profile-verify',
      label: { en: 'Verify and Submit', mr: 'पडताळणी करून सादर करा' },
      link: '/verify',
    },
    {
      key: 'profile-apply',
      label: { en: 'Apply for Course', mr: 'अभ्यासक्रमासाठी अर्ज' },
      link: '/apply',
    },
    {
      key: 'profile-admission-letter',
      label: { en: 'Admission Letter', mr: 'प्रवेश पत्र' },
      link: '/admission-letter',
    },
  ],
});

const searchNode = (): RouteMenuNode<SignedInRoute> => ({
  key: 'search',
  label: { en: 'Search', mr: 'शोध' },
  link: '#',
  children: [
    {
      key: 'search-institute',
      label: { en: 'Institute', mr: 'संस्था' },
      link: '/institutes/search',
    },
    { key: 'search-course', label: { en: 'Course', mr: 'अभ्यासक्रम' }, link: '/courses' },
  ],
});

const helpNode = (): RouteMenuNode<SignedInRoute> => ({
  key: 'help',
  label: { en: 'Help', mr: 'मदत' },
  link: '/assitance',
});

/** Candidate (91) and staff (95): with the twelve-step profile. */
const profileMenu = (): RouteMenuNode<SignedInRoute>[] => [
  homeNode(),
  dashboardNode(),
  profileNode(),
  searchNode(),
  helpNode(),
];

/** Other signed-in user types (92, 93, 98, 99). */
const basicMenu = (): RouteMenuNode<SignedInRoute>[] => [homeNode(), dashboardNode(), searchNode(), helpNode()];
/** A Skill Development Institute's: its desk of applications instead of a person's dashboard (decision 064). */
const instituteMenu = (): RouteMenuNode<SignedInRoute>[] => [
  homeNode(),
  { key: 'institute-desk', label: { en: 'Applications', mr: 'अर्ज' }, link: '/institute' },
  searchNode(),
  helpNode(),
];

/** Keys are unique kebab-case strings within each menu tree. */
export const menus: Menus = {
  public: publicMenu,
  byUserType: {
    91: profileMenu(),
    95: profileMenu(),
    92: instituteMenu(),
    93: basicMenu(),
    98: basicMenu(),
    99: basicMenu(),
  },
};
