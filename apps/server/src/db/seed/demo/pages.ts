/**
 * Demo content for the public information pages (About the Board, Vision, ...), in English and Marathi.
 *
 * Both languages have the same blocks in the same order. Marathi uses Devanagari digits in running text;
 * phone numbers, e-mail addresses and URLs stay in Latin script. The phone number and e-mail address on
 * the contact page are demo values. Course groups are labelled Group A–E because the course type behind
 * each count is not confirmed.
 */

export type PageBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'table'; head: string[]; rows: string[][] }
  | { type: 'links'; items: { text: string; url: string }[] };

export type Page = {
  slug: string;
  title: { en: string; mr: string };
  body: { en: PageBlock[]; mr: PageBlock[] };
};

export const pages: Page[] = [
  {
    slug: 'about-board',
    title: { en: 'About the Board', mr: 'मंडळाविषयी' },
    body: {
      en: [
        {
          type: 'p',
          text: 'The Maharashtra State Skill, Vocational Education and Training Board (the Board) is a statutory board of the Government of Maharashtra. It regulates the skill development and vocational education and training courses conducted by institutes across the State.',
        },
        { type: 'h2', text: 'Background' },
        {
          type: 'p',
          text: 'The Board was formerly the Maharashtra State Board of Vocational Education Examination, which conducted examinations for vocational certificate courses in the State. It was reconstituted as the Maharashtra State Skill, Vocational Education and Training Board under the Board’s Act, which came into force on 26 January 2022.',
        },
        {
          type: 'p',
          text: 'With this change, the Board’s role has grown from conducting examinations to regulating skill, vocational education and training as a whole — from the affiliation of institutes and the design of curricula to assessment and certification.',
        },
        { type: 'h2', text: 'Functions of the Board' },
        {
          type: 'ul',
          items: [
            'Granting affiliation to vocational training institutes and monitoring affiliated institutes',
            'Designing, approving and periodically revising curricula in consultation with industry',
            'Conducting examinations and assessing trainees',
            'Awarding certificates to successful trainees',
            'Regulating and certifying short-term vocational courses and skill training batches',
          ],
        },
        { type: 'h2', text: 'The Board at a glance' },
        {
          type: 'table',
          head: ['Particular', 'Details'],
          rows: [
            ['Affiliated institutes (in the institute search)', '{{institutes}}'],
            ['Courses offered at institutes (one course at one institute each)', '{{offerings}}'],
            ['Apprenticeship courses', '123'],
            ['Course duration', '30 hours to 2 years'],
            ['Share of practical training', '70–80%'],
            ['Bus fare concession for students', '66.67%'],
            ['Governing Council', '14 members'],
          ],
        },
        {
          type: 'p',
          text: 'Training under the Board’s courses is largely hands-on: 70–80% of the training time is spent on practical work, so that trainees are ready for employment or self-employment when they complete the course. Students of the Board’s courses are eligible for a 66.67% concession in bus fare.',
        },
        { type: 'h2', text: 'Courses by group' },
        {
          type: 'p',
          text: 'The Board’s courses are arranged in the following groups. Details of the courses in each group are published in the Board’s course list.',
        },
        {
          type: 'table',
          head: ['Course group', 'Number of courses'],
          rows: [
            ['Group A', '53'],
            ['Group B', '6'],
            ['Group C', '233'],
            ['Group D', '99'],
            ['Group E', '2,264'],
          ],
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ (यापुढे "मंडळ") हे महाराष्ट्र शासनाचे वैधानिक मंडळ आहे. राज्यातील संस्थांमार्फत राबविण्यात येणाऱ्या कौशल्य विकास आणि व्यवसाय शिक्षण व प्रशिक्षण अभ्यासक्रमांचे नियमन मंडळामार्फत केले जाते.',
        },
        { type: 'h2', text: 'पार्श्वभूमी' },
        {
          type: 'p',
          text: 'पूर्वी हे मंडळ "महाराष्ट्र राज्य व्यवसाय शिक्षण परीक्षा मंडळ" म्हणून कार्यरत होते व त्यामार्फत राज्यातील व्यवसाय प्रमाणपत्र अभ्यासक्रमांच्या परीक्षा घेतल्या जात असत. दिनांक २६ जानेवारी २०२२ पासून अंमलात आलेल्या मंडळाच्या अधिनियमान्वये या मंडळाची "महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ" म्हणून पुनर्रचना करण्यात आली.',
        },
        {
          type: 'p',
          text: 'या बदलामुळे मंडळाची भूमिका केवळ परीक्षा घेण्यापुरती मर्यादित न राहता, संस्थांना संलग्नता देणे व अभ्यासक्रमांची रचना करण्यापासून मूल्यमापन व प्रमाणपत्र प्रदान करण्यापर्यंत कौशल्य, व्यवसाय शिक्षण व प्रशिक्षणाच्या सर्व बाबींच्या नियमनापर्यंत विस्तारली आहे.',
        },
        { type: 'h2', text: 'मंडळाची कार्ये' },
        {
          type: 'ul',
          items: [
            'व्यवसाय प्रशिक्षण संस्थांना संलग्नता देणे व संलग्न संस्थांचे संनियंत्रण करणे',
            'उद्योग क्षेत्राशी सल्लामसलत करून अभ्यासक्रमांची रचना करणे, त्यांना मान्यता देणे व वेळोवेळी त्यांत सुधारणा करणे',
            'परीक्षांचे आयोजन करणे व प्रशिक्षणार्थ्यांचे मूल्यमापन करणे',
            'उत्तीर्ण प्रशिक्षणार्थ्यांना प्रमाणपत्र प्रदान करणे',
            'अल्पमुदतीचे व्यवसाय अभ्यासक्रम व कौशल्य प्रशिक्षणाच्या तुकड्या यांचे नियमन व प्रमाणन करणे',
          ],
        },
        { type: 'h2', text: 'मंडळ दृष्टिक्षेपात' },
        {
          type: 'table',
          head: ['बाब', 'तपशील'],
          rows: [
            ['संलग्न संस्था (संस्था शोधातील)', '{{institutes}}'],
            ['संस्थांमध्ये दिले जाणारे अभ्यासक्रम (प्रत्येकी एका संस्थेतील एक अभ्यासक्रम)', '{{offerings}}'],
            ['शिकाऊ उमेदवारी (अप्रेंटिसशिप) अभ्यासक्रम', '१२३'],
            ['अभ्यासक्रमाचा कालावधी', '३० तास ते २ वर्षे'],
            ['प्रात्यक्षिक प्रशिक्षणाचे प्रमाण', '७०–८० टक्के'],
            ['विद्यार्थ्यांना बस प्रवास भाड्यात सवलत', '६६.६७ टक्के'],
            ['नियामक परिषद', '१४ सदस्य'],
          ],
        },
        {
          type: 'p',
          text: 'मंडळाच्या अभ्यासक्रमांमध्ये प्रात्यक्षिकावर विशेष भर दिला जातो. प्रशिक्षणाच्या एकूण कालावधीपैकी ७० ते ८० टक्के वेळ प्रात्यक्षिक कामासाठी असतो, जेणेकरून अभ्यासक्रम पूर्ण झाल्यानंतर प्रशिक्षणार्थी रोजगार किंवा स्वयंरोजगारासाठी सज्ज होतात. मंडळाच्या अभ्यासक्रमांच्या विद्यार्थ्यांना बस प्रवास भाड्यात ६६.६७ टक्के सवलत मिळण्याची पात्रता आहे.',
        },
        { type: 'h2', text: 'गटनिहाय अभ्यासक्रम' },
        {
          type: 'p',
          text: 'मंडळाचे अभ्यासक्रम पुढील गटांमध्ये विभागलेले आहेत. प्रत्येक गटातील अभ्यासक्रमांचा तपशील मंडळाच्या अभ्यासक्रम सूचीमध्ये प्रसिद्ध करण्यात आला आहे.',
        },
        {
          type: 'table',
          head: ['अभ्यासक्रम गट', 'अभ्यासक्रमांची संख्या'],
          rows: [
            ['गट अ', '५३'],
            ['गट ब', '६'],
            ['गट क', '२३३'],
            ['गट ड', '९९'],
            ['गट इ', '२,२६४'],
          ],
        },
      ],
    },
  },

  {
    slug: 'vision',
    title: { en: 'Vision', mr: 'दूरदृष्टी' },
    body: {
      en: [
        {
          type: 'p',
          text: 'To make Maharashtra a leading State in skilled human resources, where every young person has access to quality, industry-relevant vocational education and training that leads to dignified employment or self-employment.',
        },
        {
          type: 'p',
          text: 'The Board seeks to build a skills ecosystem in which institutes, industry and Government work together, and in which the Board’s certificates are trusted by employers.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'महाराष्ट्रातील प्रत्येक युवक-युवतीला दर्जेदार व उद्योगाभिमुख व्यवसाय शिक्षण व प्रशिक्षण उपलब्ध होऊन सन्मानजनक रोजगार किंवा स्वयंरोजगार मिळावा आणि कुशल मनुष्यबळाच्या बाबतीत महाराष्ट्र हे देशातील अग्रगण्य राज्य व्हावे.',
        },
        {
          type: 'p',
          text: 'संस्था, उद्योग व शासन यांच्या समन्वयातून सक्षम कौशल्य परिसंस्था निर्माण करणे आणि मंडळाच्या प्रमाणपत्रांना नियोक्त्यांचा विश्वास प्राप्त करून देणे, हा मंडळाचा प्रयत्न आहे.',
        },
      ],
    },
  },

  {
    slug: 'mission',
    title: { en: 'Mission', mr: 'ध्येय' },
    body: {
      en: [
        { type: 'p', text: 'The mission of the Board is:' },
        {
          type: 'ul',
          items: [
            'To build the capacity of vocational education and training, skill and entrepreneurship institutes, so that the youth of Maharashtra become employable as per the needs of present and future markets',
            'To design competency-based curricula with the participation of industry and to update them regularly',
            'To ensure fair, transparent and reliable assessment and certification',
            'To make training opportunities available in every district of the State, including rural and remote areas',
            'To regulate institutes effectively and to protect students from unauthorised institutes',
          ],
        },
      ],
      mr: [
        { type: 'p', text: 'मंडळाचे ध्येय पुढीलप्रमाणे आहे:' },
        {
          type: 'ul',
          items: [
            'सध्याच्या व भविष्यातील बाजारपेठेच्या गरजेनुसार महाराष्ट्रातील युवक-युवती रोजगारक्षम व्हावेत, यासाठी व्यवसाय शिक्षण व प्रशिक्षण, कौशल्य आणि उद्योजकता प्रशिक्षण संस्थांची क्षमता वाढविणे',
            'उद्योग क्षेत्राच्या सहभागाने क्षमताधारित अभ्यासक्रमांची रचना करणे व ते नियमितपणे अद्ययावत करणे',
            'निःपक्षपाती, पारदर्शक व विश्वासार्ह मूल्यमापन आणि प्रमाणन सुनिश्चित करणे',
            'ग्रामीण व दुर्गम भागांसह राज्यातील प्रत्येक जिल्ह्यात प्रशिक्षणाच्या संधी उपलब्ध करून देणे',
            'संस्थांचे प्रभावी नियमन करणे व अनधिकृत संस्थांपासून विद्यार्थ्यांचे संरक्षण करणे',
          ],
        },
      ],
    },
  },

  {
    slug: 'values',
    title: { en: 'Values', mr: 'मूल्ये' },
    body: {
      en: [
        { type: 'p', text: 'The Board is guided by the following values in all its work:' },
        {
          type: 'ul',
          items: [
            'Integrity and transparency — fair and open procedures for affiliation, examinations and certification',
            'Quality — high standards in curricula, training and assessment',
            'Inclusiveness — equal opportunity for all, including women, persons with disabilities and disadvantaged groups',
            'Industry relevance — training that matches the needs of employers and the economy',
            'Learner focus — the interest of the student comes first',
            'Accountability — timely and responsive service to students, institutes and citizens',
          ],
        },
      ],
      mr: [
        { type: 'p', text: 'मंडळ आपल्या सर्व कामकाजात पुढील मूल्यांचे पालन करते:' },
        {
          type: 'ul',
          items: [
            'सचोटी व पारदर्शकता — संलग्नता, परीक्षा व प्रमाणपत्र प्रदान यांसाठी निःपक्षपाती व खुली कार्यपद्धती',
            'गुणवत्ता — अभ्यासक्रम, प्रशिक्षण व मूल्यमापन यांमध्ये उच्च दर्जा',
            'सर्वसमावेशकता — महिला, दिव्यांग व्यक्ती व वंचित घटकांसह सर्वांना समान संधी',
            'उद्योगाभिमुखता — नियोक्ते व अर्थव्यवस्था यांच्या गरजांशी सुसंगत प्रशिक्षण',
            'विद्यार्थीकेंद्रितता — विद्यार्थ्यांचे हित सर्वोपरि',
            'उत्तरदायित्व — विद्यार्थी, संस्था व नागरिक यांना वेळेत व तत्पर सेवा',
          ],
        },
      ],
    },
  },

  {
    slug: 'objectives',
    title: { en: 'Objectives', mr: 'उद्दिष्टे' },
    body: {
      en: [
        { type: 'p', text: 'The objectives of the Board are:' },
        {
          type: 'ul',
          items: [
            'To develop competent, skilled and confident youth with a spirit of entrepreneurship',
            'To promote vocational education at the secondary and higher secondary levels',
            'To strengthen links between institutes and industry and to develop sector-wise skill ecosystems',
            'To study the needs of the labour market at regular intervals and to revise courses accordingly',
            'To upgrade the skills of teachers and trainers',
            'To extend training opportunities to all sections of society',
            'To work in partnership with Government departments, industry and other stakeholders',
            'To promote inclusive growth and improve the livelihoods of beneficiaries',
          ],
        },
      ],
      mr: [
        { type: 'p', text: 'मंडळाची उद्दिष्टे पुढीलप्रमाणे आहेत:' },
        {
          type: 'ul',
          items: [
            'उद्योजकतेची वृत्ती असलेले सक्षम, कुशल व आत्मविश्वासपूर्ण युवक-युवती घडविणे',
            'माध्यमिक व उच्च माध्यमिक स्तरावर व्यवसाय शिक्षणास प्रोत्साहन देणे',
            'संस्था व उद्योग यांच्यातील समन्वय दृढ करणे आणि क्षेत्रनिहाय कौशल्य परिसंस्था विकसित करणे',
            'श्रम बाजाराच्या गरजांचा नियमित कालावधीने अभ्यास करणे व त्यानुसार अभ्यासक्रमांत सुधारणा करणे',
            'शिक्षक व प्रशिक्षक यांचे कौशल्य उन्नयन करणे',
            'समाजातील सर्व घटकांपर्यंत प्रशिक्षणाच्या संधी पोहोचविणे',
            'शासकीय विभाग, उद्योग व इतर भागधारक यांच्या भागीदारीने काम करणे',
            'सर्वसमावेशक विकासाला चालना देणे व लाभार्थ्यांची उपजीविका सुधारणे',
          ],
        },
      ],
    },
  },

  {
    slug: 'goals',
    title: { en: 'Goals', mr: 'लक्ष्ये' },
    body: {
      en: [
        { type: 'p', text: 'The Board has set the following goals to be achieved by 2030:' },
        {
          type: 'ul',
          items: [
            'To train 5 lakh youth every year',
            'To expand the network of institutes offering the Board’s courses to 10,000 institutes',
          ],
        },
        {
          type: 'p',
          text: 'To reach these goals, the Board will widen the range of its courses across its 38 sectors, bring more institutes into affiliation, and strengthen its partnerships with industry for practical training and apprenticeships.',
        },
      ],
      mr: [
        { type: 'p', text: 'मंडळाने सन २०३० पर्यंत साध्य करावयाची पुढील लक्ष्ये निश्चित केली आहेत:' },
        {
          type: 'ul',
          items: ['दरवर्षी ५ लाख युवक-युवतींना प्रशिक्षण देणे', 'मंडळाचे अभ्यासक्रम राबविणाऱ्या संस्थांचे जाळे १०,००० संस्थांपर्यंत विस्तारणे'],
        },
        {
          type: 'p',
          text: 'ही लक्ष्ये साध्य करण्यासाठी मंडळ ३८ क्षेत्रांमधील अभ्यासक्रमांची व्याप्ती वाढवील, अधिकाधिक संस्थांना संलग्नता देईल आणि प्रात्यक्षिक प्रशिक्षण व शिकाऊ उमेदवारी यांसाठी उद्योग क्षेत्राशी असलेली भागीदारी अधिक दृढ करील.',
        },
      ],
    },
  },

  {
    slug: 'governing-council',
    title: { en: 'Governing Council', mr: 'नियामक परिषद' },
    body: {
      en: [
        {
          type: 'p',
          text: 'The Board functions under the guidance of a Governing Council of 14 members constituted under the Board’s Act. The Governing Council gives direction to the Board’s policies and oversees its work.',
        },
        { type: 'h2', text: 'Composition' },
        {
          type: 'table',
          head: ['Role', 'Held by'],
          rows: [
            ['Chairperson', 'Hon’ble Minister, Skill, Employment, Entrepreneurship and Innovation Department'],
            ['Vice-Chairperson', 'As provided in the Board’s Act'],
            ['Member Secretary', 'Director of the Board'],
            ['Ex-officio members', 'Senior officers of the relevant Government departments'],
            ['Industry representatives', 'Representatives of industry and employers'],
            ['Expert members', 'Experts in skill development and vocational education and training'],
          ],
        },
        {
          type: 'p',
          text: 'Members other than ex-officio members are appointed or nominated as provided in the Act.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'मंडळाच्या अधिनियमान्वये गठित १४ सदस्यांच्या नियामक परिषदेच्या मार्गदर्शनाखाली मंडळाचे कामकाज चालते. नियामक परिषद मंडळाच्या धोरणांना दिशा देते व मंडळाच्या कामकाजावर देखरेख ठेवते.',
        },
        { type: 'h2', text: 'रचना' },
        {
          type: 'table',
          head: ['पद', 'पदधारक'],
          rows: [
            ['अध्यक्ष', 'मा. मंत्री, कौशल्य, रोजगार, उद्योजकता व नाविन्यता विभाग'],
            ['उपाध्यक्ष', 'मंडळाच्या अधिनियमातील तरतुदीनुसार'],
            ['सदस्य सचिव', 'संचालक, महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ'],
            ['पदसिद्ध सदस्य', 'संबंधित शासकीय विभागांचे वरिष्ठ अधिकारी'],
            ['उद्योग क्षेत्राचे प्रतिनिधी', 'उद्योग व नियोक्ते यांचे प्रतिनिधी'],
            ['तज्ज्ञ सदस्य', 'कौशल्य विकास आणि व्यवसाय शिक्षण व प्रशिक्षण क्षेत्रातील तज्ज्ञ'],
          ],
        },
        {
          type: 'p',
          text: 'पदसिद्ध सदस्यांव्यतिरिक्त इतर सदस्यांची नियुक्ती अथवा नामनिर्देशन अधिनियमातील तरतुदींनुसार करण्यात येते.',
        },
      ],
    },
  },

  {
    slug: 'contact',
    title: { en: 'Contact Us', mr: 'संपर्क' },
    body: {
      en: [
        {
          type: 'p',
          text: 'For queries about affiliation, courses, examinations, certificates or complaints, please contact the Board’s office.',
        },
        {
          type: 'table',
          head: ['Item', 'Details'],
          rows: [
            ['Address', 'Board office, Government Polytechnic Campus, 49 Kherwadi, Bandra (East), Mumbai 400051'],
            ['Phone', '+91 22 2262 0603'],
            ['Email', 'info@msbsvet.edu.in'],
            ['Working hours', 'Monday to Friday, 10:00 AM to 05:00 PM'],
          ],
        },
        { type: 'p', text: 'The office remains closed on Saturdays, Sundays and public holidays.' },
        {
          type: 'p',
          text: 'For complaints about unauthorised institutes, please use Form A on this portal.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'संलग्नता, अभ्यासक्रम, परीक्षा, प्रमाणपत्रे किंवा तक्रारी यांबाबत काही शंका असल्यास कृपया मंडळाच्या कार्यालयाशी संपर्क साधावा.',
        },
        {
          type: 'table',
          head: ['बाब', 'तपशील'],
          rows: [
            ['पत्ता', 'मंडळ कार्यालय, शासकीय तंत्रनिकेतन परिसर, ४९, खेरवाडी, वांद्रे (पूर्व), मुंबई ४०००५१'],
            ['दूरध्वनी', '+91 22 2262 0603'],
            ['ई-मेल', 'info@msbsvet.edu.in'],
            ['कार्यालयीन वेळ', 'सोमवार ते शुक्रवार, सकाळी १०.०० ते सायंकाळी ५.००'],
          ],
        },
        { type: 'p', text: 'शनिवार, रविवार व सार्वजनिक सुट्ट्यांच्या दिवशी कार्यालय बंद राहील.' },
        {
          type: 'p',
          text: 'अनधिकृत संस्थांविरुद्धच्या तक्रारींसाठी कृपया या पोर्टलवरील नमुना ‘अ’ चा वापर करावा.',
        },
      ],
    },
  },

  {
    slug: 'unauthorized-institutes',
    title: { en: 'Unauthorized Institutes', mr: 'अनधिकृत संस्था' },
    body: {
      en: [
        {
          type: 'p',
          text: 'Only institutes affiliated to the Board may conduct the Board’s courses. Certificates issued by unauthorised institutes are not recognised by the Board, so students and parents should verify an institute before taking admission.',
        },
        { type: 'h2', text: 'Legal provisions' },
        {
          type: 'p',
          text: 'The main provisions of the Maharashtra Act of 2013 prohibiting the running of unauthorised vocational training institutes are:',
        },
        {
          type: 'ul',
          items: [
            'No person may establish or run an institute, or start a course, without the prior approval of the appropriate authority.',
            'No person or institute may publish an advertisement that falsely suggests that an institute or course is approved.',
            'Contravention of these provisions attracts action under the Act.',
          ],
        },
        {
          type: 'p',
          text: 'The Rules made under this Act in 2024 for complaints, appeals and remedial measures came into force on 8 October 2024. They lay down how a complaint against an unauthorised institute or course is to be filed, inquired into and decided, and how an appeal may be made.',
        },
        { type: 'h2', text: 'How to file a complaint' },
        {
          type: 'ul',
          items: [
            'Open the complaints section of this portal and select Form A (complaint against an unauthorised institute or course).',
            'Enter the name and address of the institute, the course concerned and a short description of the complaint.',
            'Upload supporting documents, if available — for example, an advertisement, prospectus, admission form or fee receipt.',
            'Submit the form and keep the complaint number you receive; you can use it to track the status of your complaint.',
          ],
        },
        { type: 'h2', text: 'Competent and appellate authorities' },
        {
          type: 'table',
          head: ['Authority', 'Officer', 'Role'],
          rows: [
            [
              'Competent authority',
              'Director, Directorate of Vocational Education and Training',
              'Receives and inquires into complaints and passes orders, including remedial measures',
            ],
            [
              'Appellate authority',
              'Joint Secretary or Deputy Secretary, Skill, Employment, Entrepreneurship and Innovation Department',
              'Hears and decides appeals against orders of the competent authority',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Any person aggrieved by an order of the competent authority may file an appeal with the appellate authority within the period laid down in the Rules.',
        },
        { type: 'h2', text: 'Check before taking admission' },
        {
          type: 'ul',
          items: [
            'Check that the institute appears in the list of institutes affiliated to the Board published on this portal.',
            'Confirm that the course you wish to join is approved for that institute and that the affiliation is valid for the current academic year.',
            'Ask the institute for its affiliation number and verify it on this portal.',
            'Confirm that the certificate will be issued by the Board and not only by the institute.',
            'Be wary of advertisements that promise "government recognition", guaranteed jobs or unusually short durations but give no affiliation number.',
            'Pay fees only against an official receipt, and keep copies of the prospectus, the advertisement and all receipts.',
            'Visit the institute and check the classrooms, workshops or laboratories and the equipment needed for practical training.',
          ],
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'मंडळाचे अभ्यासक्रम केवळ मंडळाशी संलग्न संस्थांनाच राबविता येतात. अनधिकृत संस्थांनी दिलेली प्रमाणपत्रे मंडळाकडून ग्राह्य धरली जात नाहीत, त्यामुळे विद्यार्थी व पालकांनी प्रवेश घेण्यापूर्वी संस्थेची खातरजमा करून घ्यावी.',
        },
        { type: 'h2', text: 'कायदेशीर तरतुदी' },
        {
          type: 'p',
          text: 'अनधिकृत व्यवसाय प्रशिक्षण संस्था चालविण्यास प्रतिबंध करणाऱ्या सन २०१३ च्या महाराष्ट्र अधिनियमातील प्रमुख तरतुदी पुढीलप्रमाणे आहेत:',
        },
        {
          type: 'ul',
          items: [
            'समुचित प्राधिकाऱ्याच्या पूर्वमान्यतेशिवाय कोणत्याही व्यक्तीस संस्था स्थापन करता किंवा चालविता येणार नाही, अथवा अभ्यासक्रम सुरू करता येणार नाही.',
            'संस्था किंवा अभ्यासक्रम मान्यताप्राप्त असल्याचा खोटा आभास निर्माण करणारी जाहिरात कोणत्याही व्यक्तीस किंवा संस्थेस प्रसिद्ध करता येणार नाही.',
            'या तरतुदींचे उल्लंघन केल्यास अधिनियमानुसार कारवाई करण्यात येते.',
          ],
        },
        {
          type: 'p',
          text: 'या अधिनियमान्वये तक्रारी, अपिले व उपाययोजना यांबाबत सन २०२४ मध्ये करण्यात आलेले नियम दिनांक ८ ऑक्टोबर २०२४ पासून अंमलात आले आहेत. अनधिकृत संस्था किंवा अभ्यासक्रमाविरुद्ध तक्रार कशी दाखल करावी, तिची चौकशी करून निर्णय कसा घ्यावा आणि अपील कसे करावे, याबाबतची कार्यपद्धती या नियमांमध्ये विहित करण्यात आली आहे.',
        },
        { type: 'h2', text: 'तक्रार कशी दाखल करावी' },
        {
          type: 'ul',
          items: [
            'या पोर्टलवरील तक्रार विभागात जाऊन नमुना ‘अ’ (अनधिकृत संस्था किंवा अभ्यासक्रमाविरुद्ध तक्रार) निवडावा.',
            'संस्थेचे नाव व पत्ता, संबंधित अभ्यासक्रम आणि तक्रारीचा थोडक्यात तपशील नमूद करावा.',
            'उपलब्ध असल्यास पुराव्यादाखल कागदपत्रे अपलोड करावीत — उदा. जाहिरात, माहितीपत्रक, प्रवेश अर्ज किंवा शुल्क पावती.',
            'अर्ज सादर केल्यानंतर प्राप्त होणारा तक्रार क्रमांक जपून ठेवावा; या क्रमांकाद्वारे तक्रारीची सद्यःस्थिती पाहता येईल.',
          ],
        },
        { type: 'h2', text: 'सक्षम व अपिलीय प्राधिकारी' },
        {
          type: 'table',
          head: ['प्राधिकारी', 'अधिकारी', 'भूमिका'],
          rows: [
            [
              'सक्षम प्राधिकारी',
              'संचालक, व्यवसाय शिक्षण व प्रशिक्षण संचालनालय',
              'तक्रारी स्वीकारणे, त्यांची चौकशी करणे व उपाययोजनांसह आवश्यक आदेश देणे',
            ],
            [
              'अपिलीय प्राधिकारी',
              'सह सचिव किंवा उप सचिव, कौशल्य, रोजगार, उद्योजकता व नाविन्यता विभाग',
              'सक्षम प्राधिकाऱ्याच्या आदेशाविरुद्ध दाखल झालेल्या अपिलांवर सुनावणी घेऊन निर्णय देणे',
            ],
          ],
        },
        {
          type: 'p',
          text: 'सक्षम प्राधिकाऱ्याच्या आदेशामुळे व्यथित झालेली कोणतीही व्यक्ती नियमांमध्ये विहित केलेल्या कालावधीत अपिलीय प्राधिकाऱ्याकडे अपील दाखल करू शकते.',
        },
        { type: 'h2', text: 'प्रवेश घेण्यापूर्वी हे तपासा' },
        {
          type: 'ul',
          items: [
            'संबंधित संस्थेचे नाव या पोर्टलवर प्रसिद्ध केलेल्या मंडळाच्या संलग्न संस्थांच्या यादीत आहे का, हे तपासावे.',
            'आपण प्रवेश घेऊ इच्छित असलेल्या अभ्यासक्रमास त्या संस्थेसाठी मान्यता आहे का आणि संलग्नता चालू शैक्षणिक वर्षासाठी वैध आहे का, याची खात्री करावी.',
            'संस्थेकडे संलग्नता क्रमांकाची मागणी करावी व तो या पोर्टलवर पडताळून पाहावा.',
            'प्रमाणपत्र केवळ संस्थेकडून नव्हे, तर मंडळाकडून दिले जाणार आहे, याची खात्री करावी.',
            'संलग्नता क्रमांक न देता "शासनमान्यता", नोकरीची हमी किंवा असामान्यरीत्या कमी कालावधीचे आश्वासन देणाऱ्या जाहिरातींपासून सावध राहावे.',
            'शुल्क केवळ अधिकृत पावती घेऊनच भरावे आणि माहितीपत्रक, जाहिरात व सर्व पावत्या यांच्या प्रती जपून ठेवाव्यात.',
            'संस्थेला प्रत्यक्ष भेट देऊन वर्गखोल्या, कार्यशाळा किंवा प्रयोगशाळा आणि प्रात्यक्षिक प्रशिक्षणासाठी आवश्यक उपकरणे तपासावीत.',
          ],
        },
      ],
    },
  },

  {
    slug: 'employee-development',
    title: { en: 'Employee Development', mr: 'कर्मचारी विकास' },
    body: {
      en: [
        {
          type: 'p',
          text: 'The Board encourages continuous learning and skill upgrading for its officers and staff, for the teaching and non-teaching staff of affiliated institutes, and for the trainees of those institutes. Internships, on-the-job training and exposure to industry help employees and trainees keep pace with changing technology and the needs of the workplace.',
        },
        { type: 'h2', text: 'Useful links' },
        {
          type: 'p',
          text: 'The following national and State initiatives offer opportunities for internships, skill training and on-the-job training:',
        },
        {
          type: 'links',
          items: [
            { text: 'PM Internship Scheme', url: 'https://pminternship.mca.gov.in' },
            { text: 'National Skill Development Corporation (NSDC)', url: 'https://nsdcindia.org' },
            { text: 'Mukhyamantri Yuva Karya Prashikshan Yojana', url: 'https://rojgar.mahaswayam.gov.in' },
          ],
        },
        {
          type: 'p',
          text: 'These links open external websites. The Board is not responsible for the content of those websites.',
        },
      ],
      mr: [
        {
          type: 'p',
          text: 'मंडळ आपले अधिकारी व कर्मचारी, संलग्न संस्थांमधील शिक्षक व शिक्षकेतर कर्मचारी आणि त्या संस्थांमधील प्रशिक्षणार्थी यांच्या निरंतर अध्ययनास व कौशल्य उन्नयनास प्रोत्साहन देते. इंटर्नशिप, प्रत्यक्ष कामावरील प्रशिक्षण आणि उद्योग क्षेत्राचा अनुभव यांमुळे कर्मचारी व प्रशिक्षणार्थ्यांना बदलते तंत्रज्ञान व कार्यस्थळाच्या गरजा यांच्याशी जुळवून घेण्यास मदत होते.',
        },
        { type: 'h2', text: 'उपयुक्त दुवे' },
        {
          type: 'p',
          text: 'पुढील राष्ट्रीय व राज्यस्तरीय उपक्रमांद्वारे इंटर्नशिप, कौशल्य प्रशिक्षण व प्रत्यक्ष कामावरील प्रशिक्षणाच्या संधी उपलब्ध आहेत:',
        },
        {
          type: 'links',
          items: [
            { text: 'पंतप्रधान इंटर्नशिप योजना', url: 'https://pminternship.mca.gov.in' },
            { text: 'राष्ट्रीय कौशल्य विकास महामंडळ (NSDC)', url: 'https://nsdcindia.org' },
            { text: 'मुख्यमंत्री युवा कार्यप्रशिक्षण योजना', url: 'https://rojgar.mahaswayam.gov.in' },
          ],
        },
        {
          type: 'p',
          text: 'हे दुवे बाह्य संकेतस्थळांवर उघडतात. त्या संकेतस्थळांवरील मजकुरासाठी मंडळ जबाबदार नाही.',
        },
      ],
    },
  },
];
