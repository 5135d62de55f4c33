/**
 * The 21 specified disabilities of the Rights of Persons with Disabilities Act, 2016, in the order
 * of the Schedule to the Act. `group` is the Schedule's head: 1 physical disability (locomotor,
 * visual, hearing, speech and language), 2 intellectual disability, 3 mental behaviour (mental
 * illness), 4(a) chronic neurological conditions, 4(b) blood disorders, 5 multiple disabilities.
 * Marathi names follow the terms used by the state's दिव्यांग कल्याण विभाग.
 */
export type DisabilityGroup =
  | 'physical'
  | 'intellectual'
  | 'mental behaviour'
  | 'chronic neurological'
  | 'blood disorder'
  | 'multiple';

export type Disability = { id: number; en: string; mr: string; group: DisabilityGroup };

export const disabilities = [
  // 1(A) Locomotor disability
  { id: 1, en: 'Locomotor Disability', mr: 'अस्थिव्यंग (चलनवलन दिव्यांगत्व)', group: 'physical' },
  { id: 2, en: 'Leprosy Cured Person', mr: 'कुष्ठरोगमुक्त व्यक्ती', group: 'physical' },
  { id: 3, en: 'Cerebral Palsy', mr: 'मेंदूचा पक्षाघात (सेरेब्रल पाल्सी)', group: 'physical' },
  { id: 4, en: 'Dwarfism', mr: 'बुटकेपणा', group: 'physical' },
  { id: 5, en: 'Muscular Dystrophy', mr: 'स्नायूंची विकृती (मस्क्युलर डिस्ट्रॉफी)', group: 'physical' },
  { id: 6, en: 'Acid Attack Victim', mr: 'ॲसिड हल्ला पीडित', group: 'physical' },
  // 1(B) Visual impairment
  { id: 7, en: 'Blindness', mr: 'अंधत्व', group: 'physical' },
  { id: 8, en: 'Low Vision', mr: 'अल्पदृष्टी', group: 'physical' },
  // 1(C) Hearing impairment
  {
    id: 9,
    en: 'Hearing Impairment (Deaf and Hard of Hearing)',
    mr: 'कर्णबधिरत्व (बहिरेपणा व कमी ऐकू येणे)',
    group: 'physical',
  },
  // 1(D)
  { id: 10, en: 'Speech and Language Disability', mr: 'वाचा व भाषा दोष', group: 'physical' },
  // 2 Intellectual disability
  { id: 11, en: 'Intellectual Disability', mr: 'बौद्धिक अक्षमता', group: 'intellectual' },
  { id: 12, en: 'Specific Learning Disabilities', mr: 'विशिष्ट अध्ययन अक्षमता', group: 'intellectual' },
  { id: 13, en: 'Autism Spectrum Disorder', mr: 'स्वमग्नता (ऑटिझम)', group: 'intellectual' },
  // 3 Mental behaviour
  { id: 14, en: 'Mental Illness', mr: 'मानसिक आजार', group: 'mental behaviour' },
  // 4(a) Chronic neurological conditions
  { id: 15, en: 'Chronic Neurological Conditions', mr: 'मज्जासंस्थेचे जुनाट आजार', group: 'chronic neurological' },
  { id: 16, en: 'Multiple Sclerosis', mr: 'मल्टिपल स्क्लेरोसिस', group: 'chronic neurological' },
  { id: 17, en: "Parkinson's Disease", mr: 'कंपवात (पार्किन्सन्स आजार)', group: 'chronic neurological' },
  // 4(b) Blood disorders
  { id: 18, en: 'Haemophilia', mr: 'अधिक रक्तस्राव (हिमोफिलिया)', group: 'blood disorder' },
  { id: 19, en: 'Thalassemia', mr: 'थॅलेसेमिया', group: 'blood disorder' },
  { id: 20, en: 'Sickle Cell Disease', mr: 'सिकलसेल आजार', group: 'blood disorder' },
  // 5 Multiple disabilities
  {
    id: 21,
    en: 'Multiple Disabilities including Deaf-Blindness',
    mr: 'बहुविकलांगता (कर्णबधिर-अंधत्वासह)',
    group: 'multiple',
  },
] as const satisfies readonly Disability[];
