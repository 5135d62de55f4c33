import type { Page } from './pages';

/**
 * The pages GIGW expects every government portal to link from its footer (issue 23 item 13): the
 * accessibility statement, the privacy policy and the terms of use, in English and Marathi. Drafts
 * for the board to confirm (marked is_demo like every seeded page; an edit in the console makes a
 * page the board's own). Same blocks in the same order in both languages; phone numbers and e-mail
 * addresses in Latin script, as on the contact page.
 */
export const policyPages: Page[] = [
  {
    slug: 'accessibility-statement',
    title: { en: 'Accessibility Statement', mr: 'सुलभता निवेदन' },
    body: {
      en: [
        {
          type: 'p',
          text: 'The Board wants everyone to be able to use this portal, whatever device, browser or assistive technology they use, and in English or Marathi.',
        },
        { type: 'h2', text: 'The standard we aim for' },
        {
          type: 'p',
          text: 'The portal is built to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW). Every page is checked with an automated accessibility tool before each release, and journeys are tried with the keyboard alone and on a phone.',
        },
        { type: 'h2', text: 'What you can do on this portal' },
        {
          type: 'ul',
          items: [
            'Use every page with the keyboard alone; a “Skip to main content” link is the first thing on each page',
            'Use a screen reader: form fields have labels, errors name their field, and images have text alternatives',
            'Make the text larger with the A+ button or your browser’s zoom, up to 200%, without losing content',
            'Read every page in English or Marathi (मराठी) with the language switch at the top',
            'Print information pages with their Print button',
          ],
        },
        { type: 'h2', text: 'Known limitations' },
        {
          type: 'ul',
          items: [
            'Some documents linked from notices are scanned PDF files that a screen reader cannot read; ask us for the text',
            'Videos from other websites may not have captions in both languages',
          ],
        },
        { type: 'h2', text: 'If something does not work for you' },
        {
          type: 'p',
          text: 'Please tell us which page and what went wrong. Call the helpline on +91 22 2262 0603 (Monday to Friday, 10:00 AM to 05:00 PM), write to info@msbsvet.edu.in, or file a grievance under Help and Assistance on this portal. We aim to reply within 7 working days and, where we cannot fix the page at once, to give you the information in another way.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'कोणतेही उपकरण, ब्राउझर किंवा साहाय्यक तंत्रज्ञान वापरणाऱ्या प्रत्येकाला हे पोर्टल इंग्रजी किंवा मराठीत वापरता यावे, असा मंडळाचा प्रयत्न आहे.',
        },
        { type: 'h2', text: 'आम्ही पाळत असलेले मानक' },
        {
          type: 'p',
          text: 'हे पोर्टल वेब कंटेंट ॲक्सेसिबिलिटी गाइडलाइन्स (WCAG) २.१ च्या AA स्तराची व भारतीय शासकीय संकेतस्थळांसाठीच्या मार्गदर्शक तत्त्वांची (GIGW) पूर्तता करण्यासाठी तयार केले आहे. प्रत्येक आवृत्ती प्रसिद्ध करण्यापूर्वी प्रत्येक पृष्ठ स्वयंचलित सुलभता साधनाने तपासले जाते आणि केवळ कीबोर्डने व मोबाईलवर वापरून पाहिले जाते.',
        },
        { type: 'h2', text: 'या पोर्टलवर आपण काय करू शकता' },
        {
          type: 'ul',
          items: [
            'प्रत्येक पृष्ठ केवळ कीबोर्डने वापरा; प्रत्येक पृष्ठावर सर्वप्रथम “मुख्य मजकुराकडे जा” हा दुवा आहे',
            'स्क्रीन रीडर वापरा: प्रत्येक फील्डला नाव आहे, प्रत्येक त्रुटी संबंधित फील्डचे नाव सांगते आणि प्रतिमांना पर्यायी मजकूर आहे',
            'A+ बटणाने किंवा ब्राउझरच्या झूमने मजकूर २००% पर्यंत मोठा करा; कोणताही मजकूर गहाळ होत नाही',
            'वरच्या भाषा निवडीने प्रत्येक पृष्ठ इंग्रजी (English) किंवा मराठीत वाचा',
            'माहितीपर पृष्ठे त्यांच्या ‘मुद्रित करा’ बटणाने मुद्रित करा',
          ],
        },
        { type: 'h2', text: 'ज्ञात मर्यादा' },
        {
          type: 'ul',
          items: [
            'सूचनांसोबतच्या काही दस्तऐवज स्कॅन केलेल्या पीडीएफ फाइल आहेत, ज्या स्क्रीन रीडर वाचू शकत नाही; त्यांचा मजकूर आमच्याकडे मागवा',
            'इतर संकेतस्थळांवरील व्हिडिओंना दोन्ही भाषांत उपशीर्षके नसू शकतात',
          ],
        },
        { type: 'h2', text: 'आपल्याला अडचण आल्यास' },
        {
          type: 'p',
          text: 'कोणत्या पृष्ठावर काय अडचण आली ते आम्हाला कळवा. हेल्पलाइन +91 22 2262 0603 वर (सोमवार ते शुक्रवार, सकाळी १०.०० ते सायंकाळी ५.००) संपर्क साधा, info@msbsvet.edu.in वर ई-मेल पाठवा किंवा या पोर्टलवरील मदत व साहाय्य येथे गाऱ्हाणे नोंदवा. आम्ही ७ कामकाजाच्या दिवसांत उत्तर देण्याचा प्रयत्न करतो आणि पृष्ठ लगेच दुरुस्त करता न आल्यास ती माहिती आपल्याला दुसऱ्या मार्गाने देतो.',
        },
      ],
    },
  },
  {
    slug: 'privacy-policy',
    title: { en: 'Privacy Policy', mr: 'गोपनीयता धोरण' },
    body: {
      en: [
        {
          type: 'p',
          text: 'This policy explains what personal information the Board collects on this portal, why, who sees it and how long it is kept. The Board collects only what it needs for registration, admission, certification and the handling of complaints and grievances.',
        },
        { type: 'h2', text: 'What we collect' },
        {
          type: 'table',
          head: ['Information', 'Why we need it'],
          rows: [
            [
              'Name, date of birth, gender, mobile number, e-mail address',
              'To create your account, identify you and send you OTPs and messages about your application',
            ],
            [
              'Aadhaar number',
              'To confirm your identity once, as the State’s admission rules require; it is never shown in full on a page again',
            ],
            ['Addresses, parents’ or guardian’s details', 'For admission records and letters'],
            [
              'Category, caste certificate, non-creamy layer, domicile and disability certificates',
              'To apply reserved seats, fee concessions and scholarships you are entitled to',
            ],
            ['Qualifications, marks, training and work experience', 'To check eligibility for courses'],
            ['Bank account number and IFSC', 'To pay scholarships, stipends and refunds into your own account'],
            [
              'Complaint and grievance details, with the documents you attach',
              'To inquire into and answer your complaint or grievance',
            ],
          ],
        },
        { type: 'h2', text: 'Who sees it' },
        {
          type: 'ul',
          items: [
            'The Board’s officials and the institute you apply to, only for the work of your application',
            'A complaint is seen by the officials who inquire into it; the institute is not told who complained',
            'Government departments, only where a law or a court order requires it',
            'We do not sell or share your information for advertising, and the portal uses no advertising or tracking cookies',
          ],
        },
        { type: 'h2', text: 'How it is kept' },
        {
          type: 'p',
          text: 'The information is stored on the State’s servers in India, sent only over encrypted connections, and every official’s access is recorded. Profile records are kept while your account is in use and afterwards for as long as the Government of Maharashtra’s record-keeping rules require for admission and certification records; complaint and grievance records are kept for the period those rules set after the case is closed. After that they are deleted.',
        },
        { type: 'h2', text: 'Your choices' },
        {
          type: 'p',
          text: 'You can see and correct your profile after signing in. To ask what we hold about you, or to have something corrected that you cannot change yourself, call the helpline on +91 22 2262 0603 or write to info@msbsvet.edu.in.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'मंडळ या पोर्टलवर कोणती वैयक्तिक माहिती गोळा करते, का, ती कोण पाहते आणि ती किती काळ ठेवली जाते, हे या धोरणात सांगितले आहे. नोंदणी, प्रवेश, प्रमाणपत्र आणि तक्रारी व गाऱ्हाण्यांच्या निपटाऱ्यासाठी आवश्यक तेवढीच माहिती मंडळ गोळा करते.',
        },
        { type: 'h2', text: 'आम्ही कोणती माहिती गोळा करतो' },
        {
          type: 'table',
          head: ['माहिती', 'ती का आवश्यक आहे'],
          rows: [
            [
              'नाव, जन्मतारीख, लिंग, मोबाईल क्रमांक, ई-मेल',
              'आपले खाते तयार करणे, आपली ओळख पटवणे आणि आपल्याला ओटीपी व अर्जाबाबतचे संदेश पाठवणे',
            ],
            ['आधार क्रमांक', 'राज्याच्या प्रवेश नियमांनुसार एकदा ओळख पडताळणी करणे; तो पुन्हा कोणत्याही पृष्ठावर पूर्ण दाखवला जात नाही'],
            ['पत्ते, आई-वडील किंवा पालकांचा तपशील', 'प्रवेशाच्या नोंदी व पत्रव्यवहार'],
            [
              'प्रवर्ग, जात प्रमाणपत्र, नॉन-क्रिमीलेयर, अधिवास व दिव्यांगत्व प्रमाणपत्रे',
              'आपल्याला लागू असलेल्या राखीव जागा, शुल्क सवलती व शिष्यवृत्ती देणे',
            ],
            ['शैक्षणिक अर्हता, गुण, प्रशिक्षण व कामाचा अनुभव', 'अभ्यासक्रमांसाठीची पात्रता तपासणे'],
            ['बँक खाते क्रमांक व IFSC', 'शिष्यवृत्ती, विद्यावेतन व परतावा आपल्या स्वतःच्या खात्यात जमा करणे'],
            ['तक्रार व गाऱ्हाण्याचा तपशील आणि आपण जोडलेले दस्तऐवज', 'आपल्या तक्रारीची किंवा गाऱ्हाण्याची चौकशी करून उत्तर देणे'],
          ],
        },
        { type: 'h2', text: 'ही माहिती कोण पाहते' },
        {
          type: 'ul',
          items: [
            'मंडळाचे अधिकारी आणि आपण ज्या संस्थेत अर्ज करता ती संस्था, केवळ आपल्या अर्जाच्या कामासाठी',
            'तक्रार केवळ तिची चौकशी करणारे अधिकारी पाहतात; तक्रार कोणी केली हे संस्थेला कळवले जात नाही',
            'शासकीय विभाग, केवळ कायद्याने किंवा न्यायालयाच्या आदेशाने आवश्यक असेल तेव्हा',
            'आम्ही आपली माहिती विकत नाही किंवा जाहिरातींसाठी देत नाही; पोर्टल जाहिरात किंवा मागोवा घेणाऱ्या कुकीज वापरत नाही',
          ],
        },
        { type: 'h2', text: 'माहिती कशी ठेवली जाते' },
        {
          type: 'p',
          text: 'ही माहिती भारतातील राज्य शासनाच्या सर्व्हरवर ठेवली जाते, केवळ एन्क्रिप्ट केलेल्या जोडणीतून पाठवली जाते आणि प्रत्येक अधिकाऱ्याने ती पाहिल्याची नोंद ठेवली जाते. प्रोफाइलच्या नोंदी आपले खाते वापरात असेपर्यंत आणि त्यानंतर प्रवेश व प्रमाणपत्रांच्या नोंदींसाठी महाराष्ट्र शासनाच्या अभिलेख जतन नियमांनुसार आवश्यक कालावधीपर्यंत ठेवल्या जातात; तक्रार व गाऱ्हाण्यांच्या नोंदी प्रकरण बंद झाल्यानंतर त्या नियमांत ठरलेल्या कालावधीपर्यंत ठेवल्या जातात. त्यानंतर त्या नष्ट केल्या जातात.',
        },
        { type: 'h2', text: 'आपले पर्याय' },
        {
          type: 'p',
          text: 'साइन इन करून आपण आपले प्रोफाइल पाहू व दुरुस्त करू शकता. आमच्याकडे आपली कोणती माहिती आहे हे विचारण्यासाठी, किंवा आपण स्वतः बदलू शकत नाही अशी दुरुस्ती करून घेण्यासाठी, हेल्पलाइन +91 22 2262 0603 वर संपर्क साधा किंवा info@msbsvet.edu.in वर ई-मेल पाठवा.',
        },
      ],
    },
  },
  {
    slug: 'terms-of-use',
    title: { en: 'Terms of Use', mr: 'वापराच्या अटी' },
    body: {
      en: [
        {
          type: 'p',
          text: 'This portal is run by the Maharashtra State Skill, Vocational Education and Training Board. By using it you agree to these terms.',
        },
        { type: 'h2', text: 'Using the portal' },
        {
          type: 'ul',
          items: [
            'Give true and complete information; an application, complaint or grievance with false information may be rejected and may lead to action under the law',
            'Keep your password and OTPs to yourself; you are responsible for what is done with your account',
            'Do not try to get into other people’s accounts, to overload the portal or to get around its security checks',
            'Upload only documents that are yours or that you are entitled to submit',
          ],
        },
        { type: 'h2', text: 'The information on the portal' },
        {
          type: 'p',
          text: 'The Board takes care that the information here is correct and up to date, but notices, orders and Government Resolutions in their official form prevail over any summary on the portal. Links to other websites are given for convenience; the Board is not responsible for their content.',
        },
        {
          type: 'p',
          text: 'The portal’s content may be reproduced free of charge, provided it is reproduced accurately and the Board is named as the source. It may not be used in a misleading way.',
        },
        { type: 'h2', text: 'Law and disputes' },
        {
          type: 'p',
          text: 'These terms are governed by the laws of India. Any dispute about them is subject to the courts at Mumbai. The Board may change these terms; the date of the last change is shown at the foot of this page.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'हे पोर्टल महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ चालवते. हे पोर्टल वापरून आपण या अटी मान्य करता.',
        },
        { type: 'h2', text: 'पोर्टलचा वापर' },
        {
          type: 'ul',
          items: [
            'खरी व पूर्ण माहिती द्या; खोटी माहिती असलेला अर्ज, तक्रार किंवा गाऱ्हाणे नाकारले जाऊ शकते आणि त्यावर कायद्यानुसार कारवाई होऊ शकते',
            'आपला पासवर्ड व ओटीपी कोणालाही सांगू नका; आपल्या खात्यातून होणाऱ्या कामाची जबाबदारी आपली आहे',
            'इतरांच्या खात्यांत शिरण्याचा, पोर्टलवर अवाजवी भार टाकण्याचा किंवा त्याच्या सुरक्षा तपासण्या टाळण्याचा प्रयत्न करू नका',
            'केवळ आपले स्वतःचे किंवा सादर करण्याचा अधिकार असलेलेच दस्तऐवज अपलोड करा',
          ],
        },
        { type: 'h2', text: 'पोर्टलवरील माहिती' },
        {
          type: 'p',
          text: 'येथील माहिती अचूक व अद्ययावत राहावी याची मंडळ काळजी घेते; तथापि सूचना, आदेश व शासन निर्णय त्यांच्या अधिकृत स्वरूपात पोर्टलवरील कोणत्याही संक्षिप्त माहितीपेक्षा ग्राह्य धरले जातील. इतर संकेतस्थळांचे दुवे सोयीसाठी दिले आहेत; त्यांच्या मजकुराची जबाबदारी मंडळाची नाही.',
        },
        {
          type: 'p',
          text: 'पोर्टलवरील मजकूर अचूकपणे व मंडळाचा स्रोत म्हणून उल्लेख करून विनामूल्य पुनर्प्रकाशित करता येईल. त्याचा दिशाभूल करणारा वापर करता येणार नाही.',
        },
        { type: 'h2', text: 'कायदा व वाद' },
        {
          type: 'p',
          text: 'या अटींना भारताचे कायदे लागू आहेत. त्यांबाबतचे कोणतेही वाद मुंबई येथील न्यायालयांच्या अधिकारक्षेत्रात येतील. मंडळ या अटींमध्ये बदल करू शकते; शेवटच्या बदलाचा दिनांक या पृष्ठाच्या तळाशी दिला आहे.',
        },
      ],
    },
  },
];
