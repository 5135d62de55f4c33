import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Lang } from '../constants';
import { localeOf, messageValues } from '../format';
import accountsEn from './accounts/en.json' with { type: 'json' };
import accountsMr from './accounts/mr.json' with { type: 'json' };
import additionalEn from './additional/en.json' with { type: 'json' };
import additionalMr from './additional/mr.json' with { type: 'json' };
import addressEn from './address/en.json' with { type: 'json' };
import addressMr from './address/mr.json' with { type: 'json' };
import admissionsEn from './admissions/en.json' with { type: 'json' };
import admissionsMr from './admissions/mr.json' with { type: 'json' };
import auditEn from './audit/en.json' with { type: 'json' };
import auditMr from './audit/mr.json' with { type: 'json' };
import bankEn from './bank/en.json' with { type: 'json' };
import bankMr from './bank/mr.json' with { type: 'json' };
import casesEn from './cases/en.json' with { type: 'json' };
import casesMr from './cases/mr.json' with { type: 'json' };
import caseworkEn from './casework/en.json' with { type: 'json' };
import caseworkMr from './casework/mr.json' with { type: 'json' };
import categoryEn from './category/en.json' with { type: 'json' };
import categoryMr from './category/mr.json' with { type: 'json' };
import chatbotEn from './chatbot/en.json' with { type: 'json' };
import chatbotMr from './chatbot/mr.json' with { type: 'json' };
import commonEn from './common/en.json' with { type: 'json' };
import commonMr from './common/mr.json' with { type: 'json' };
import complaintEn from './complaint/en.json' with { type: 'json' };
import complaintMr from './complaint/mr.json' with { type: 'json' };
import contentEn from './content/en.json' with { type: 'json' };
import contentMr from './content/mr.json' with { type: 'json' };
import grievanceEn from './grievance/en.json' with { type: 'json' };
import grievanceMr from './grievance/mr.json' with { type: 'json' };
import helpEn from './help/en.json' with { type: 'json' };
import helpMr from './help/mr.json' with { type: 'json' };
import lettersEn from './letters/en.json' with { type: 'json' };
import lettersMr from './letters/mr.json' with { type: 'json' };
import officersEn from './officers/en.json' with { type: 'json' };
import officersMr from './officers/mr.json' with { type: 'json' };
import primaryEn from './primary/en.json' with { type: 'json' };
import primaryMr from './primary/mr.json' with { type: 'json' };
import profileEn from './profile/en.json' with { type: 'json' };
import profileMr from './profile/mr.json' with { type: 'json' };
import qualificationEn from './qualification/en.json' with { type: 'json' };
import qualificationMr from './qualification/mr.json' with { type: 'json' };
import searchEn from './search/en.json' with { type: 'json' };
import searchMr from './search/mr.json' with { type: 'json' };
import trainingEn from './training/en.json' with { type: 'json' };
import trainingMr from './training/mr.json' with { type: 'json' };
import verificationEn from './verification/en.json' with { type: 'json' };
import verificationMr from './verification/mr.json' with { type: 'json' };
import workEn from './work/en.json' with { type: 'json' };
import workMr from './work/mr.json' with { type: 'json' };

/**
 * Spec messages shared by server and browser, as Lingui catalogs (docs/decisions/016-lingui.md). A zod
 * schema's message is a key such as `common.required` (area `common`, id `required`); the server
 * answers in English (or Marathi on `Accept-Language: mr`) and the web app translates the same key
 * (namespace `msg`). Each area owns `i18n/<area>/{en,mr}.json` (flat ICU messages) and adds one line
 * per language here.
 */
const catalogues = {
  en: {
    common: commonEn,
    accounts: accountsEn,
    search: searchEn,
    profile: profileEn,
    address: addressEn,
    category: categoryEn,
    bank: bankEn,
    primary: primaryEn,
    qualification: qualificationEn,
    training: trainingEn,
    additional: additionalEn,
    work: workEn,
    cases: casesEn,
    complaint: complaintEn,
    casework: caseworkEn,
    grievance: grievanceEn,
    help: helpEn,
    chatbot: chatbotEn,
    audit: auditEn,
    content: contentEn,
    officers: officersEn,
    letters: lettersEn,
    verification: verificationEn,
    admissions: admissionsEn,
  },
  mr: {
    common: commonMr,
    accounts: accountsMr,
    search: searchMr,
    profile: profileMr,
    address: addressMr,
    category: categoryMr,
    bank: bankMr,
    primary: primaryMr,
    qualification: qualificationMr,
    training: trainingMr,
    additional: additionalMr,
    work: workMr,
    cases: casesMr,
    complaint: complaintMr,
    casework: caseworkMr,
    grievance: grievanceMr,
    help: helpMr,
    chatbot: chatbotMr,
    audit: auditMr,
    content: contentMr,
    officers: officersMr,
    letters: lettersMr,
    verification: verificationMr,
    admissions: admissionsMr,
  },
} satisfies Record<Lang, Record<string, Record<string, string>>>;

type Areas = (typeof catalogues)['en'];
/** Every spec message key (`area.id`); typechecking fails on a key no catalog has. */
export type MessageKey = { [A in keyof Areas]: `${A}.${keyof Areas[A] & string}` }[keyof Areas];

const translators = new Map<Lang, I18n>();

/** Lingui for one language, its catalogs compiled on first use (the web build compiles its own). */
function translator(lang: Lang): I18n {
  let i18n = translators.get(lang);
  if (!i18n) {
    const messages: Messages = {};
    for (const [area, texts] of Object.entries(catalogues[lang]))
      for (const [id, text] of Object.entries(texts)) messages[`${area}.${id}`] = compileMessage(text);
    i18n = setupI18n({ locale: lang, locales: localeOf(lang), messages: { [lang]: messages } });
    translators.set(lang, i18n);
  }
  return i18n;
}

/** Text of a message key in a language; an unknown key is returned as it is. */
export function messageText(key: string, lang: Lang = 'en', vars: Record<string, string | number> = {}): string {
  const i18n = translator(lang);
  return key in i18n.messages ? i18n._(key, messageValues(vars, lang)) : key;
}

/** True when the string is a message key of the catalogue (used to tell keys from free text). */
export function isMessageKey(key: string): boolean {
  return key in translator('en').messages;
}
