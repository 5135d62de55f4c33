import type { Lang } from '../constants';
import { messageNumber } from '../format';
import accountsEn from './accounts/en.json' with { type: 'json' };
import accountsMr from './accounts/mr.json' with { type: 'json' };
import commonEn from './common/en.json' with { type: 'json' };
import commonMr from './common/mr.json' with { type: 'json' };
import searchEn from './search/en.json' with { type: 'json' };
import searchMr from './search/mr.json' with { type: 'json' };

/**
 * Spec messages shared by server and browser. A zod schema's message is a key such as
 * `common.required`; the server answers in English (or Marathi on `Accept-Language: mr`)
 * and the web app translates the same key (namespace `msg`). Each area owns
 * `i18n/<area>/{en,mr}.json` and adds one line per language here.
 */
export const messageCatalogues: Record<Lang, Record<string, Record<string, string>>> = {
  en: { common: commonEn, accounts: accountsEn, search: searchEn },
  mr: { common: commonMr, accounts: accountsMr, search: searchMr },
};

/** Text of a message key in a language; an unknown key is returned as it is. */
export function messageText(key: string, lang: Lang = 'en', vars: Record<string, string | number> = {}): string {
  const dot = key.indexOf('.');
  const text = dot > 0 ? messageCatalogues[lang][key.slice(0, dot)]?.[key.slice(dot + 1)] : undefined;
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? messageNumber(value, lang) : value;
  });
}

/** True when the string is a message key of the catalogue (used to tell keys from free text). */
export function isMessageKey(key: string): boolean {
  return messageText(key) !== key;
}
