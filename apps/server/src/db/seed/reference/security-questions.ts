/** Security questions for account recovery. Ids are stored with the user's answer: never renumber. */
export type SecurityQuestion = { id: number; en: string; mr: string };

export const securityQuestions = [
  { id: 1, en: "What is your mother's maiden name?", mr: 'आपल्या आईचे माहेरचे आडनाव काय आहे?' },
  { id: 2, en: 'What is the name of your first school?', mr: 'आपल्या पहिल्या शाळेचे नाव काय आहे?' },
  { id: 3, en: 'In which town or village were you born?', mr: 'आपला जन्म कोणत्या गावात किंवा शहरात झाला?' },
  { id: 4, en: 'What is the name of your favourite teacher?', mr: 'आपल्या आवडत्या शिक्षकांचे नाव काय आहे?' },
  {
    id: 5,
    en: 'What was the brand of your first mobile phone?',
    mr: 'आपला पहिला मोबाईल फोन कोणत्या कंपनीचा होता?',
  },
  {
    id: 6,
    en: 'What is the name of your childhood best friend?',
    mr: 'आपल्या बालपणीच्या जिवलग मित्राचे किंवा मैत्रिणीचे नाव काय आहे?',
  },
  { id: 7, en: 'What is your favourite food?', mr: 'आपला आवडता खाद्यपदार्थ कोणता आहे?' },
  { id: 8, en: "What is your father's middle name?", mr: 'आपल्या वडिलांचे मधले नाव काय आहे?' },
] as const satisfies readonly SecurityQuestion[];
