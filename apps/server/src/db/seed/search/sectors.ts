/**
 * The 38 Sector Skill Council (SSC) sectors of India, as shown in the public institute and course
 * search. Ids are stable (seed data and course ids reference them); the Marathi names are written
 * by hand in the form a state notice would use.
 */
export interface Sector {
  id: number;
  en: string;
  mr: string;
}

export const sectors: Sector[] = [
  { id: 1, en: 'Agriculture', mr: 'कृषी' },
  { id: 2, en: 'Apparel, Made-Ups & Home Furnishing', mr: 'परिधान, मेड-अप्स व गृहसजावट' },
  { id: 3, en: 'Automotive', mr: 'वाहन उद्योग (ऑटोमोटिव्ह)' },
  { id: 4, en: 'Beauty & Wellness', mr: 'सौंदर्य व निरामयता' },
  { id: 5, en: 'BFSI', mr: 'बँकिंग, वित्तीय सेवा व विमा' },
  { id: 6, en: 'Capital Goods', mr: 'भांडवली वस्तू' },
  { id: 7, en: 'Construction', mr: 'बांधकाम' },
  { id: 8, en: 'Domestic Workers', mr: 'घरकामगार' },
  { id: 9, en: 'Electronics & Hardware', mr: 'इलेक्ट्रॉनिक्स व हार्डवेअर' },
  { id: 10, en: 'Food Processing', mr: 'अन्नप्रक्रिया' },
  { id: 11, en: 'Furniture & Fittings', mr: 'फर्निचर व फिटिंग्ज' },
  { id: 12, en: 'Gems & Jewellery', mr: 'रत्ने व दागिने' },
  { id: 13, en: 'Green Jobs', mr: 'हरित रोजगार' },
  { id: 14, en: 'Handicrafts & Carpet', mr: 'हस्तकला व गालिचे' },
  { id: 15, en: 'Healthcare', mr: 'आरोग्यसेवा' },
  { id: 16, en: 'Hydrocarbon', mr: 'हायड्रोकार्बन' },
  { id: 17, en: 'Infrastructure Equipment', mr: 'पायाभूत सुविधा उपकरणे' },
  { id: 18, en: 'Iron & Steel', mr: 'लोह व पोलाद' },
  { id: 19, en: 'IT-ITeS', mr: 'माहिती तंत्रज्ञान व माहिती तंत्रज्ञान सक्षम सेवा' },
  { id: 20, en: 'Leather', mr: 'चर्मोद्योग' },
  { id: 21, en: 'Life Sciences', mr: 'जीवविज्ञान' },
  { id: 22, en: 'Logistics', mr: 'लॉजिस्टिक्स (मालवाहतूक व साठवणूक)' },
  {
    id: 23,
    en: 'Management & Entrepreneurship and Professional',
    mr: 'व्यवस्थापन, उद्योजकता व व्यावसायिक सेवा',
  },
  { id: 24, en: 'Media & Entertainment', mr: 'माध्यमे व मनोरंजन' },
  { id: 25, en: 'Mining', mr: 'खाणकाम' },
  { id: 26, en: 'Paints & Coatings', mr: 'रंग व लेपन' },
  { id: 27, en: 'Persons with Disability', mr: 'दिव्यांग व्यक्ती' },
  { id: 28, en: 'Plumbing', mr: 'नळकाम (प्लंबिंग)' },
  { id: 29, en: 'Power', mr: 'वीज' },
  { id: 30, en: 'Retail', mr: 'किरकोळ विक्री' },
  { id: 31, en: 'Rubber, Chemical & Petrochemical', mr: 'रबर, रसायने व पेट्रोरसायने' },
  {
    id: 32,
    en: 'Sports, Physical Education, Fitness & Leisure',
    mr: 'क्रीडा, शारीरिक शिक्षण, तंदुरुस्ती व विरंगुळा',
  },
  { id: 33, en: 'Telecom', mr: 'दूरसंचार' },
  { id: 34, en: 'Textile & Handloom', mr: 'वस्त्रोद्योग व हातमाग' },
  { id: 35, en: 'Tourism & Hospitality', mr: 'पर्यटन व आतिथ्य' },
  { id: 36, en: 'Aerospace & Aviation', mr: 'एरोस्पेस व विमान वाहतूक' },
  { id: 37, en: 'Instrumentation', mr: 'उपकरणीकरण (इन्स्ट्रुमेंटेशन)' },
  { id: 38, en: 'Security', mr: 'सुरक्षा सेवा' },
];
