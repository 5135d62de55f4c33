import type { Db } from '../../client';
import { faqs, officeVisits } from '../../schema';
import { insertMissing, isEmpty } from '../rows';

/**
 * DEMO office visits of the board (marked demo=1): fixed dates over the coming months, so a
 * long-running database keeps them as they were; the API shows only the ones still to come.
 */
const DEMO_VISITS = [
  {
    date: '2026-12-10',
    time: '11:00',
    purposeEn: 'Inspection of newly affiliated institutes',
    purposeMr: 'नव्याने संलग्न झालेल्या संस्थांची तपासणी',
    placeEn: 'Divisional office, Pune',
    placeMr: 'विभागीय कार्यालय, पुणे',
  },
  {
    date: '2027-01-14',
    time: '10:30',
    purposeEn: 'Guidance session for institute heads on the 2024 complaint rules',
    purposeMr: 'संस्था प्रमुखांसाठी २०२४ च्या तक्रार नियमांवर मार्गदर्शन सत्र',
    placeEn: 'Divisional office, Nashik',
    placeMr: 'विभागीय कार्यालय, नाशिक',
  },
  {
    date: '2027-02-18',
    time: '14:00',
    purposeEn: 'Hearing of pending complaints against unauthorised institutes',
    purposeMr: 'अनधिकृत संस्थांविरुद्धच्या प्रलंबित तक्रारींची सुनावणी',
    placeEn: 'Board office, Mumbai',
    placeMr: 'मंडळ कार्यालय, मुंबई',
  },
  {
    date: '2027-03-11',
    time: '11:00',
    purposeEn: 'Review of practical examination arrangements',
    purposeMr: 'प्रात्यक्षिक परीक्षेच्या व्यवस्थेचा आढावा',
    placeEn: 'Divisional office, Chhatrapati Sambhajinagar',
    placeMr: 'विभागीय कार्यालय, छत्रपती संभाजीनगर',
  },
  {
    date: '2027-04-15',
    time: '10:00',
    purposeEn: 'Help desk for candidates: registration and profile questions',
    purposeMr: 'उमेदवारांसाठी मदत कक्ष: नोंदणी व प्रोफाइलविषयी प्रश्न',
    placeEn: 'Divisional office, Nagpur',
    placeMr: 'विभागीय कार्यालय, नागपूर',
  },
  {
    date: '2027-05-20',
    time: '15:00',
    purposeEn: 'Affiliation renewal camp for institutes',
    purposeMr: 'संस्थांसाठी संलग्नता नूतनीकरण शिबिर',
    placeEn: 'Divisional office, Amravati',
    placeMr: 'विभागीय कार्यालय, अमरावती',
  },
];

/**
 * The help area's FAQ and the chatbot's first source, in both languages. Answers describe this
 * portal as it works; `link` is the app path the answer points to.
 */
const FAQ = [
  {
    link: '/AccountRecovery',
    questionEn: 'How do I reset my password?',
    answerEn:
      'Open Having Trouble Signing In (the link under the sign-in box), choose Forgot Password and enter your Profile ID. Then either answer the security question you chose at registration or get an OTP by SMS on your primary mobile number, and set a new password of 8 to 15 characters with a capital letter, a digit and one of @$!%*?&.',
    questionMr: 'पासवर्ड रीसेट कसा करावा?',
    answerMr:
      'साइन इन बॉक्सखालील दुव्यावरून साइन इन करण्यात अडचण हे पान उघडा, पासवर्ड विसरलात? निवडा आणि आपला प्रोफाइल आयडी प्रविष्ट करा. त्यानंतर नोंदणीच्या वेळी निवडलेल्या सुरक्षा प्रश्नाचे उत्तर द्या किंवा आपल्या प्राथमिक मोबाईल क्रमांकावर एसएमएसद्वारे ओटीपी मिळवा, आणि ८ ते १५ अक्षरांचा नवा पासवर्ड ठेवा: त्यात एक कॅपिटल अक्षर, एक अंक आणि @$!%*?& पैकी एक चिन्ह असावे.',
  },
  {
    link: '/Candidate',
    questionEn: 'How do I register on the portal?',
    answerEn:
      'Candidates register on the Candidate registration page; institute staff use Staff registration. Fill in your name, date of birth, gender, e-mail and mobile number, verify the mobile number with the OTP sent by SMS, choose a security question and a password, and submit. Your Profile ID is shown on the screen and sent by SMS: keep it, you sign in with it.',
    questionMr: 'पोर्टलवर नोंदणी कशी करावी?',
    answerMr:
      'उमेदवारांनी उमेदवार नोंदणी पानावर नोंदणी करावी; संस्थांचे कर्मचारी कर्मचारी नोंदणी वापरतात. आपले नाव, जन्मदिनांक, लिंग, ई-मेल आणि मोबाईल क्रमांक भरा, एसएमएसद्वारे आलेल्या ओटीपीने मोबाईल क्रमांकाची पडताळणी करा, सुरक्षा प्रश्न व पासवर्ड निवडा आणि सादर करा. आपला प्रोफाइल आयडी स्क्रीनवर दिसतो आणि एसएमएसद्वारे पाठवला जातो: तो जपून ठेवा, त्यानेच साइन इन करायचे आहे.',
  },
  {
    link: '/register-complaint',
    questionEn: 'How do I report an unauthorised institute (file a complaint)?',
    answerEn:
      'Open Register Complaint (Form A). Fill in your particulars, the institute you complain about and the complaint details (up to 500 characters), attach documents (JPEG or PDF, up to 5 MB each), choose a complaint account password, tick the declaration and submit. You get a complaint number on the screen and by SMS; with it and the password you can check the status later. No sign-in is needed.',
    questionMr: 'अनधिकृत संस्थेविरुद्ध तक्रार कशी नोंदवावी?',
    answerMr:
      'तक्रार नोंदवा (नमुना अ) हे पान उघडा. आपली माहिती, ज्या संस्थेविरुद्ध तक्रार आहे ती संस्था आणि तक्रारीचा तपशील (जास्तीत जास्त ५०० अक्षरे) भरा, दस्तऐवज जोडा (JPEG किंवा PDF, प्रत्येकी ५ एमबीपर्यंत), तक्रार खात्याचा पासवर्ड निवडा, घोषणापत्रावर खूण करा आणि सादर करा. तक्रार क्रमांक स्क्रीनवर आणि एसएमएसद्वारे मिळतो; तो क्रमांक व पासवर्ड वापरून नंतर सद्यःस्थिती पाहता येते. साइन इन करण्याची गरज नाही.',
  },
  {
    link: '/complaint-status',
    questionEn: 'How do I check the status of my complaint?',
    answerEn:
      'Open Status of Complaint and enter your complaint number with the complaint account password you chose, or with an OTP sent to the mobile number given in the complaint. You see the current status, the dated steps taken with the board’s remarks, and the date by which the board will answer.',
    questionMr: 'तक्रारीची सद्यःस्थिती कशी पाहावी?',
    answerMr:
      'तक्रारीची सद्यःस्थिती हे पान उघडा आणि तक्रार क्रमांकासोबत आपण निवडलेला तक्रार खात्याचा पासवर्ड, किंवा तक्रारीत दिलेल्या मोबाईल क्रमांकावर पाठवलेला ओटीपी प्रविष्ट करा. सध्याची सद्यःस्थिती, मंडळाच्या शेऱ्यांसह दिनांकवार केलेली कार्यवाही आणि मंडळ कोणत्या दिनांकापर्यंत उत्तर देईल ते दिसते.',
  },
  {
    link: '/assitance',
    questionEn: 'How do I raise a grievance about the portal or a service?',
    answerEn:
      'Use the Grievance form on the Help and Assistance page. Enter your name, e-mail and mobile number, verify the mobile number with an OTP, choose the type (technical, billing, service or other), write a subject and a description, and attach up to 3 files (JPEG, PNG or PDF, 5 MB each). You get a grievance number by SMS; the board answers within 21 days.',
    questionMr: 'पोर्टल किंवा सेवेबद्दल गाऱ्हाणे कसे मांडावे?',
    answerMr:
      'मदत व साहाय्य पानावरील गाऱ्हाणे अर्ज वापरा. आपले नाव, ई-मेल आणि मोबाईल क्रमांक भरा, ओटीपीने मोबाईल क्रमांकाची पडताळणी करा, प्रकार निवडा (तांत्रिक, देयक, सेवा किंवा इतर), विषय व वर्णन लिहा आणि जास्तीत जास्त ३ फाइल जोडा (JPEG, PNG किंवा PDF, प्रत्येकी ५ एमबी). गाऱ्हाणे क्रमांक एसएमएसद्वारे मिळतो; मंडळ २१ दिवसांत उत्तर देते.',
  },
  {
    link: '/grievance-status',
    questionEn: 'How do I check the status of my grievance?',
    answerEn:
      'Open Grievance status, enter your grievance number and the mobile number you gave, and verify it with the OTP sent by SMS. You see the status, the steps taken and the date by which the board will answer.',
    questionMr: 'गाऱ्हाण्याची सद्यःस्थिती कशी पाहावी?',
    answerMr:
      'गाऱ्हाण्याची सद्यःस्थिती हे पान उघडा, गाऱ्हाणे क्रमांक आणि दिलेला मोबाईल क्रमांक प्रविष्ट करा आणि एसएमएसद्वारे आलेल्या ओटीपीने पडताळणी करा. सद्यःस्थिती, केलेली कार्यवाही आणि मंडळ कोणत्या दिनांकापर्यंत उत्तर देईल ते दिसते.',
  },
  {
    link: '/institutes/search',
    questionEn: 'How do I find an affiliated institute near me?',
    answerEn:
      'Open Search Institute. Choose a district and taluka, and if you like a sector, a course, the course type, the entry qualification or full or part time, then press Search Institute. The table lists each institute with its code, the courses it offers and their intake; you can also download the result as a CSV file.',
    questionMr: 'जवळची संलग्न संस्था कशी शोधावी?',
    answerMr:
      'संस्था शोधा हे पान उघडा. जिल्हा व तालुका निवडा, हवे असल्यास क्षेत्र, अभ्यासक्रम, अभ्यासक्रमाचा प्रकार, प्रवेशासाठी अर्हता किंवा पूर्णवेळ/अर्धवेळ निवडा आणि संस्था शोधा दाबा. तक्त्यात प्रत्येक संस्था तिच्या संकेतांकासह, तिथे चालणारे अभ्यासक्रम आणि प्रवेशक्षमता दिसते; निकाल CSV फाइल म्हणूनही उतरवून घेता येतो.',
  },
  {
    link: '/courses',
    questionEn: 'Where can I see the courses the board offers?',
    answerEn:
      'Open Search Course and choose a sector, a course category or a course. The list shows each course with its code, duration, model curriculum, qualification pack and course norms.',
    questionMr: 'मंडळाचे अभ्यासक्रम कुठे पाहता येतील?',
    answerMr:
      'अभ्यासक्रम शोधा हे पान उघडा आणि क्षेत्र, अभ्यासक्रमाची वर्गवारी किंवा अभ्यासक्रम निवडा. यादीत प्रत्येक अभ्यासक्रम त्याचा संकेतांक, कालावधी, आदर्श पाठ्यक्रम, अर्हता संच आणि अभ्यासक्रमाचे निकष यांसह दिसतो.',
  },
  {
    link: '/dashboard',
    questionEn: 'Which steps of my profile do I have to complete?',
    answerEn:
      'After you sign in, the dashboard shows your profile steps with their progress: primary information, address, parent or guardian and marital status, category, qualification, training, additional details, bank details and work experience. Open a step, fill it in and press Save and Next; each step shows what is still missing.',
    questionMr: 'प्रोफाइलचे कोणते टप्पे पूर्ण करायचे आहेत?',
    answerMr:
      'साइन इन केल्यानंतर डॅशबोर्डवर आपल्या प्रोफाइलचे टप्पे त्यांच्या प्रगतीसह दिसतात: प्राथमिक माहिती, पत्ता, आई-वडील / पालक व वैवाहिक स्थिती, प्रवर्ग, शैक्षणिक अर्हता, प्रशिक्षण, अतिरिक्त तपशील, बँक तपशील आणि कामाचा अनुभव. टप्पा उघडा, माहिती भरा आणि जतन करा व पुढे जा दाबा; प्रत्येक टप्प्यावर काय भरायचे राहिले आहे ते दिसते.',
  },
  {
    link: null,
    questionEn: 'Which document types and sizes can I upload?',
    answerEn:
      'Files are checked by their content, not their name. Photo: JPG up to 1 MB. Signature: JPG or PNG up to 500 KB. Leaving, domicile, caste, non-creamy layer and disability certificates: PDF up to 5 MB. Qualification certificate: JPG, PNG or PDF up to 2 MB. Training certificate: JPG or PDF up to 500 KB. Cancelled cheque or passbook and PAN card: JPG, PNG or PDF up to 2 MB. Complaint documents: JPEG or PDF up to 5 MB.',
    questionMr: 'कोणत्या प्रकारचे आणि किती आकाराचे दस्तऐवज अपलोड करता येतात?',
    answerMr:
      'फाइल त्यांच्या नावावरून नव्हे तर मजकुरावरून तपासल्या जातात. छायाचित्र: JPG, १ एमबीपर्यंत. स्वाक्षरी: JPG किंवा PNG, ५०० केबीपर्यंत. शाळा सोडल्याचा दाखला, अधिवास, जात, नॉन-क्रिमीलेयर आणि दिव्यांगत्व प्रमाणपत्रे: PDF, ५ एमबीपर्यंत. शैक्षणिक अर्हतेचे प्रमाणपत्र: JPG, PNG किंवा PDF, २ एमबीपर्यंत. प्रशिक्षण प्रमाणपत्र: JPG किंवा PDF, ५०० केबीपर्यंत. रद्द केलेला धनादेश किंवा पासबुक आणि पॅन कार्ड: JPG, PNG किंवा PDF, २ एमबीपर्यंत. तक्रारीचे दस्तऐवज: JPEG किंवा PDF, ५ एमबीपर्यंत.',
  },
  {
    link: null,
    questionEn: 'I did not receive the OTP. What should I do?',
    answerEn:
      'Check that the mobile number is right and has network coverage. After 30 seconds you can ask for a new OTP with Resend OTP; a number can get at most 5 OTPs an hour. An OTP is valid for 5 minutes and only the latest one works. If it still does not arrive, raise a grievance of type technical.',
    questionMr: 'ओटीपी मिळाला नाही तर काय करावे?',
    answerMr:
      'मोबाईल क्रमांक बरोबर आहे आणि नेटवर्क उपलब्ध आहे याची खात्री करा. ३० सेकंदांनंतर ओटीपी पुन्हा पाठवा वापरून नवा ओटीपी मागता येतो; एका क्रमांकाला तासाला जास्तीत जास्त ५ ओटीपी मिळतात. ओटीपी ५ मिनिटे वैध असतो आणि फक्त शेवटचा ओटीपी चालतो. तरीही न मिळाल्यास तांत्रिक प्रकारचे गाऱ्हाणे मांडा.',
  },
  {
    link: '/AccountRecovery',
    questionEn: 'I forgot my Profile ID. How do I get it?',
    answerEn:
      'Open Having Trouble Signing In and choose Forgot Profile ID. Enter your full name as given at registration and the details asked for; if they match a profile, the Profile ID is sent by SMS to its primary mobile number.',
    questionMr: 'प्रोफाइल आयडी विसरलात? तो कसा मिळवावा?',
    answerMr:
      'साइन इन करण्यात अडचण हे पान उघडा आणि प्रोफाइल आयडी विसरलात? निवडा. नोंदणीच्या वेळी दिलेले पूर्ण नाव आणि विचारलेला तपशील भरा; तो एखाद्या प्रोफाइलशी जुळल्यास प्रोफाइल आयडी त्या प्रोफाइलच्या प्राथमिक मोबाईल क्रमांकावर एसएमएसद्वारे पाठवला जातो.',
  },
  {
    link: '/unauthorized',
    questionEn: 'What is an unauthorised institute?',
    answerEn:
      'An institute that runs skill or vocational courses without the board’s affiliation or permission. The Unauthorized Institutes page explains the 2013 Act and the 2024 Rules, the competent authority and the appeal; from there you can register a complaint, check its status and see the institutes under inquiry.',
    questionMr: 'अनधिकृत संस्था म्हणजे काय?',
    answerMr:
      'मंडळाची संलग्नता किंवा परवानगी न घेता कौशल्य किंवा व्यावसायिक अभ्यासक्रम चालवणारी संस्था. अनधिकृत संस्था हे पान २०१३ चा अधिनियम, २०२४ चे नियम, सक्षम प्राधिकारी आणि अपील यांची माहिती देते; तिथूनच तक्रार नोंदवता येते, तिची सद्यःस्थिती पाहता येते आणि चौकशी सुरू असलेल्या संस्था पाहता येतात.',
  },
  {
    link: '/contact',
    questionEn: 'How can I contact the board?',
    answerEn:
      'The Contact Us page gives the board’s address, telephone numbers and e-mail. You can also book a meeting with the board’s help desk on this page, or raise a grievance and follow it with its number.',
    questionMr: 'मंडळाशी संपर्क कसा साधावा?',
    answerMr:
      'संपर्क या पानावर मंडळाचा पत्ता, दूरध्वनी क्रमांक आणि ई-मेल दिलेले आहेत. या पानावर मंडळाच्या मदत कक्षासोबत बैठक आरक्षित करता येते, किंवा गाऱ्हाणे मांडून त्याच्या क्रमांकाने पाठपुरावा करता येतो.',
  },
  {
    link: null,
    questionEn: 'How do I book or cancel a meeting with the help desk?',
    answerEn:
      'In the Meeting scheduler on this page, enter a title, choose one of the next 7 days and a free time slot, and press Schedule meeting. The meeting is listed under Your meetings in the same browser, where you can delete it to free the slot.',
    questionMr: 'मदत कक्षासोबत बैठक कशी आरक्षित करावी किंवा रद्द करावी?',
    answerMr:
      'या पानावरील बैठक नियोजकात शीर्षक लिहा, पुढील ७ दिवसांपैकी एक दिवस आणि रिकामी वेळ निवडा आणि बैठक ठरवा दाबा. बैठक त्याच ब्राउझरमध्ये आपल्या बैठका या यादीत दिसते; तिथून ती हटवून वेळ मोकळी करता येते.',
  },
];

export async function seedHelp(db: Db) {
  if (await isEmpty(db, officeVisits))
    await insertMissing(
      db,
      officeVisits,
      DEMO_VISITS.map((v) => ({ ...v, demo: 1 })),
    );
  if (await isEmpty(db, faqs))
    await insertMissing(
      db,
      faqs,
      FAQ.map((f, i) => ({ ...f, seq: i + 1 })),
    );
}
