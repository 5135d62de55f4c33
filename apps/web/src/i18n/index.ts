import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * UI strings live in `i18n/<namespace>/{en,mr}.json` (a test fails when the two differ); spec
 * messages shared with the server are the `msg` namespace from @portal/shared. Only the current
 * language's namespaces are fetched, each as its own small chunk.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'msg'
        ? import('@portal/shared/i18n').then((m) => m.messageCatalogues[language === 'mr' ? 'mr' : 'en'])
        : files[`./${namespace}/${language}.json`]?.().then((m) => m.default);
    if (!load) return callback(new Error(`No translations for ${namespace}/${language}`), null);
    load.then(
      (data) => callback(null, data),
      (error: Error) => callback(error, null),
    );
  },
};

export const LANGUAGE_KEY = 'language';
const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: saved === 'mr' ? 'mr' : 'en',
    fallbackLng: false,
    supportedLngs: ['en', 'mr'],
    ns: ['common', 'msg'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  localStorage.setItem(LANGUAGE_KEY, lng);
});

export default i18n;
