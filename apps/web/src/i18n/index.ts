import { messageNumber } from '@portal/shared/basics';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The portal's translator: i18next's `t`/`useTranslation` conventions in about 1 KB instead of 18 KB
 * (docs/decisions/005-landing-route-budget.md). UI strings live in `i18n/<namespace>/{en,mr}.json`;
 * spec messages shared with the server are the `msg` namespace from @portal/shared. Only the current
 * language's namespaces are fetched, each as its own small chunk; `useTranslation` suspends until
 * its namespaces are there.
 */
export type Lang = 'en' | 'mr';
type Tree = { [key: string]: string | Tree };
type Vars = Record<string, unknown> & { ns?: string; count?: number; defaultValue?: string };

const files = import.meta.glob<{ default: Tree }>('./*/*.json');
export const LANGUAGE_KEY = 'language';

function fetchNamespace(lang: Lang, ns: string): Promise<Tree> {
  if (ns === 'msg') return import('@portal/shared/i18n').then((m) => m.messageCatalogues[lang] as Tree);
  const load = files[`./${ns}/${lang}.json`];
  if (!load) return Promise.reject(new Error(`No translations for ${ns}/${lang}`));
  return load().then((m) => m.default);
}

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
const listeners = new Set<() => void>();
const store = new Map<string, Tree>();
const pending = new Map<string, Promise<void>>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

export type Translator = {
  language: Lang;
  isLoaded(ns: string, lang?: Lang): boolean;
  load(ns: string, lang?: Lang): Promise<void>;
  loadNamespaces(ns: string | string[]): Promise<void>;
  exists(key: string): boolean;
  changeLanguage(lang: string): Promise<void>;
  t(key: string, vars?: Vars, namespaces?: string[]): string;
};

const i18n: Translator = {
  language: (saved === 'mr' ? 'mr' : 'en') as Lang,

  isLoaded: (ns: string, lang: Lang = i18n.language) => store.has(`${lang}/${ns}`),

  load(ns: string, lang: Lang = i18n.language): Promise<void> {
    const id = `${lang}/${ns}`;
    if (store.has(id)) return Promise.resolve();
    let promise = pending.get(id);
    if (!promise) {
      promise = fetchNamespace(lang, ns).then(
        (tree) => {
          store.set(id, tree);
          pending.delete(id);
          notify();
        },
        (error: unknown) => {
          pending.delete(id);
          console.error(error);
          store.set(id, {});
        },
      );
      pending.set(id, promise);
    }
    return promise;
  },

  /** Switches language once every namespace in use is loaded in the new one, so nothing flashes. */
  async changeLanguage(value: string) {
    const lang: Lang = value === 'mr' ? 'mr' : 'en';
    const namespaces = [...new Set([...store.keys()].map((id) => id.slice(id.indexOf('/') + 1)))];
    await Promise.all(namespaces.map((ns) => i18n.load(ns, lang)));
    i18n.language = lang;
    document.documentElement.lang = lang;
    localStorage.setItem(LANGUAGE_KEY, lang);
    notify();
  },

  loadNamespaces(ns: string | string[]): Promise<void> {
    return Promise.all((Array.isArray(ns) ? ns : [ns]).map((n) => i18n.load(n))).then(() => undefined);
  },

  /** Whether a key (`ns:path`, or a path in `common`) has text in the current language. */
  exists(key: string): boolean {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : 'common';
    return lookup(store.get(`${i18n.language}/${ns}`), colon > 0 ? key.slice(colon + 1) : key) !== undefined;
  },

  /** `t('key')`, `t('ns:key.path')`, `{{name}}` interpolation and `_one`/`_other` plurals with `count`. */
  t(key: string, vars: Vars = {}, namespaces: string[] = ['common']): string {
    const colon = key.indexOf(':');
    const search = colon > 0 ? [key.slice(0, colon)] : [...(vars.ns ? [vars.ns] : []), ...namespaces, 'common'];
    // A namespace named only in the key is fetched now; its users re-render when it arrives.
    for (const ns of search) if (!i18n.isLoaded(ns)) void i18n.load(ns);
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const plural = typeof vars.count === 'number' ? new Intl.PluralRules(i18n.language).select(vars.count) : undefined;
    for (const ns of search) {
      const tree = store.get(`${i18n.language}/${ns}`);
      const text =
        (plural && lookup(tree, `${path}_${plural}`)) ??
        lookup(tree, plural ? `${path}_other` : path) ??
        lookup(tree, path);
      if (text !== undefined)
        return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
          // Numbers in the language's digits (१२० in Marathi); strings (IDs, names) as they are.
          name in vars
            ? typeof vars[name] === 'number'
              ? messageNumber(vars[name], i18n.language)
              : String(vars[name])
            : whole,
        );
    }
    return vars.defaultValue ?? path;
  },
};

export type TFunction = (key: string, vars?: Vars) => string;

/** Translations of the given namespaces (the first is the default) in the current language. */
export function useTranslation(ns: string | string[] = 'common') {
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const nsKey = namespaces.join(',');
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  const missing = namespaces.filter((n) => !i18n.isLoaded(n));
  if (missing.length > 0) throw Promise.all(missing.map((n) => i18n.load(n)));
  const lang = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes exactly when the language or namespaces do
  const t = useMemo<TFunction>(() => (key, vars) => i18n.t(key, vars, namespaces), [lang, nsKey]);
  return { t, i18n };
}

export default i18n;
