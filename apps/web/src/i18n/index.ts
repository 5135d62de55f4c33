import { type Messages, setupI18n } from '@lingui/core';
import { LANGUAGE_COOKIE, type Lang, localeOf, messageValues } from '@portal/shared/basics';
import { useMemo, useSyncExternalStore } from 'react';
import { READY_EVENT, ssrData } from '../lib/ssr-data';
import type { Key, Namespace } from './keys';

export type { Id, Key } from './keys';

/**
 * The portal's translator: Lingui's runtime (ICU messages, CLDR plurals, its number and date
 * formatters) behind i18next-style `useTranslation(ns)` / `t('key')` / `t('ns:key')`
 * (docs/decisions/016-lingui.md). UI messages live in `i18n/<namespace>/{en,mr}.json` (app-wide) or a
 * feature's own `i18n/<namespace>/{en,mr}.json` (decision 054); spec messages
 * shared with the server are the `msg` namespace, from @portal/shared's catalogs. The Vite plugin
 * compiles each file (`?lingui`) into its own small chunk; only the current language's namespaces are
 * fetched, and `useTranslation` suspends until its namespaces are there. A message's id inside Lingui
 * is `ns:key`.
 */
export type { Lang };

type Vars = Record<string, unknown> & { count?: number };
type Catalog = () => Promise<{ messages: Messages }>;

// Only the app-wide namespaces (common, form, ui, accounts) and shared areas are listed here. Each
// feature keeps its catalogs in its own `i18n/<namespace>/` folder and adds them (addCatalogs) when it
// loads, as the case status lookup (ui/domain/case-status.tsx) does: the landing page's JavaScript does
// not carry their entries (decision 005), and this file names no feature (decision 054).
const own: Record<string, Catalog> = import.meta.glob<{ messages: Messages }>('./*/*.json', { query: '?lingui' });
// `@shared-catalogs` is packages/shared/src/i18n (an alias in vite.config.ts and vitest.config.ts:
// import.meta.glob takes no package specifiers).
// Only the areas every screen may need; every other area is added by its feature (`addCatalogs`, decision
// 054), so a new area costs the landing page nothing (each entry here is bytes of its first script).
const shared: Record<string, Catalog> = import.meta.glob<{ messages: Messages }>(
  '@shared-catalogs/{accounts,common,search}/*.json',
  { query: '?lingui' },
);
export const LANGUAGE_KEY = 'language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The catalog files of a namespace in a language: one of the web's, or every shared area for `msg`. */
function catalogs(lang: Lang, ns: string): [prefix: string, load: Catalog][] {
  const file = own[`./${ns}/${lang}.json`];
  if (ns !== 'msg') return file ? [[`${ns}:`, file]] : [];
  return Object.entries(shared)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .map(([file, load]) => [`msg:${file.split('/').at(-2)}.`, load]);
}

/**
 * The messages of a namespace in a language. For `msg`, a shared area a feature adds while they are
 * on their way (its `addCatalogs`) is fetched with them: the namespace is loaded with every area.
 */
async function fetchNamespace(lang: Lang, ns: string): Promise<Messages> {
  if (catalogs(lang, ns).length === 0) throw new Error(`No translations for ${ns}/${lang}`);
  const fetched = new Set<string>();
  const messages: Messages = {};
  for (;;) {
    const files = catalogs(lang, ns).filter(([prefix]) => !fetched.has(prefix));
    if (files.length === 0) return messages;
    for (const [prefix] of files) fetched.add(prefix);
    const loaded = await Promise.all(
      files.map(async ([prefix, load]) =>
        Object.entries((await load()).messages).map(([id, message]) => [prefix + id, message] as const),
      ),
    );
    Object.assign(messages, Object.fromEntries(loaded.flat()));
  }
}

/** Saves the choice in this browser, and as the cookie the server renders public pages in. */
function remember(lang: Lang) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every phone browser
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

const isLang = (value: string | null | undefined): value is Lang => value === 'en' || value === 'mr';
const inAddress = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
/**
 * A language in the address (`?lang=mr`, a shared link: remembered), else this browser's choice, else
 * the one the page was rendered in (its cookie), else English. boot.tsx hydrates the server's HTML
 * only when it is in this language.
 */
const initial: Lang = isLang(inAddress) ? inAddress : isLang(saved) ? saved : (ssrData?.lang ?? 'en');
/**
 * The namespaces the server's HTML of this page was rendered with, when it is hydrated in its language:
 * each is fetched as soon as its catalog is known (below, and in `addCatalogs`), not when a component
 * asking for it suspends. Otherwise hydration suspended once per namespace, one after the other, and
 * React rendered the page again each time (six times on /assitance).
 */
const wanted = new Set(ssrData?.lang === initial ? ssrData.namespaces : undefined);
if (isLang(inAddress)) remember(inAddress);
if (typeof document !== 'undefined') document.documentElement.lang = initial;
const lingui = setupI18n({ locale: initial, locales: localeOf(initial), messages: { en: {}, mr: {} } });
const listeners = new Set<() => void>();
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();
/**
 * The namespaces asked for since `renderIn`: what a server-rendered page was drawn with (app/ssr.tsx).
 * Counted on the server only (`import.meta.env.SSR`: the browser's build carries none of it).
 */
const used = new Set<string>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

// Messages arriving re-render only when something on screen looked one up and did not find it (`t` of a
// key whose namespace it did not wait for, `exists`): a screen waiting for its namespaces suspends and
// resumes by itself, and what is on screen already has its messages. Re-rendering every translated
// component whenever a route's catalog arrived cost a 60–120 ms task (4× CPU) after each hydration.
let lookupMissed = false;
// While a server-rendered page is being hydrated, an arrival re-renders nothing: a re-render of the shell
// above a screen whose file is still loading would make React drop the server's HTML of that screen and
// draw it again, losing what was typed into it (e2e/platform/server-rendered.spec.ts). Those on screen
// that missed a message re-render once it is hydrated.
let hydrating = ssrData !== null;
function notifyLoaded() {
  if (!lookupMissed || hydrating) return;
  lookupMissed = false;
  notify();
}
if (hydrating)
  window.addEventListener(
    READY_EVENT,
    () => {
      hydrating = false;
      notifyLoaded();
    },
    { once: true },
  );

export type Translator = {
  language: Lang;
  isLoaded(ns: string, lang?: Lang): boolean;
  load(ns: string, lang?: Lang): Promise<void>;
  loadNamespaces(ns: string | string[]): Promise<void>;
  exists(key: string): boolean;
  changeLanguage(lang: string): Promise<void>;
  renderIn(lang: Lang): void;
  /** The namespaces asked for since `renderIn`. */
  rendered(): string[];
  t(key: string, vars?: Vars, namespaces?: string[]): string;
};

const has = (id: string) => lingui.messages[id] !== undefined;

const i18n: Translator = {
  language: initial,

  isLoaded: (ns: string, lang: Lang = i18n.language) => loaded.has(`${lang}/${ns}`),

  load(ns: string, lang: Lang = i18n.language): Promise<void> {
    const id = `${lang}/${ns}`;
    if (loaded.has(id)) return Promise.resolve();
    let promise = pending.get(id);
    if (!promise) {
      promise = fetchNamespace(lang, ns).then(
        (messages) => {
          lingui.load(lang, messages);
          loaded.add(id);
          pending.delete(id);
          notifyLoaded();
        },
        (error: unknown) => {
          pending.delete(id);
          console.error(error);
          loaded.add(id);
        },
      );
      pending.set(id, promise);
    }
    return promise;
  },

  /** Switches language once every namespace in use is loaded in the new one, so nothing flashes. */
  async changeLanguage(value: string) {
    const lang: Lang = value === 'mr' ? 'mr' : 'en';
    const namespaces = [...new Set([...loaded].map((id) => id.slice(id.indexOf('/') + 1)))];
    await Promise.all(namespaces.map((ns) => i18n.load(ns, lang)));
    i18n.language = lang;
    lingui.activate(lang, localeOf(lang));
    document.documentElement.lang = lang;
    remember(lang);
    notify();
  },

  /** Server rendering (app/ssr.tsx): the language of the page being rendered. */
  renderIn(lang: Lang) {
    i18n.language = lang;
    lingui.activate(lang, localeOf(lang));
    used.clear();
  },

  rendered: () => [...used],

  loadNamespaces(ns: string | string[]): Promise<void> {
    return Promise.all((Array.isArray(ns) ? ns : [ns]).map((n) => i18n.load(n))).then(() => undefined);
  },

  /** Whether a key (`ns:key`, or a key in `common`) has a message in the current language. */
  exists(key: string) {
    const found = has(key.includes(':') ? key : `common:${key}`);
    if (!found) lookupMissed = true;
    return found;
  },

  /** `t('key')` (looked up in `namespaces`, then `common`) or `t('ns:key')`, with ICU `{name}` values. */
  t(key: string, vars: Vars = {}, namespaces: string[] = ['common']): string {
    const colon = key.indexOf(':');
    const search = colon > 0 ? [key.slice(0, colon)] : [...namespaces, 'common'];
    if (import.meta.env.SSR) for (const ns of search) used.add(ns);
    // A namespace named only in the key is fetched now; its users re-render when it arrives.
    for (const ns of search) if (!i18n.isLoaded(ns)) void i18n.load(ns);
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const id = search.map((ns) => `${ns}:${path}`).find(has);
    if (!id) {
      lookupMissed = true;
      return path;
    }
    return lingui._(id, messageValues(vars, i18n.language));
  },
};

export type TFunction<N extends Namespace = 'common'> = (key: Key<N>, vars?: Vars) => string;

/** Translations of the given namespaces (the first is the default) in the current language. */
export function useTranslation<N extends Namespace = 'common'>(ns: N | N[] = 'common' as N) {
  const namespaces: string[] = Array.isArray(ns) ? ns : [ns];
  const nsKey = namespaces.join(',');
  const snapshot = () => version;
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    snapshot,
  );
  if (import.meta.env.SSR) for (const n of namespaces) used.add(n);
  const missing = namespaces.filter((n) => !i18n.isLoaded(n));
  // a screen waits for every catalog on its way (the page's, fetched together): one wait, not one per namespace
  if (missing.length > 0) throw Promise.all([...missing.map((n) => i18n.load(n)), ...pending.values()]);
  const lang = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes exactly when the language or namespaces do
  const t = useMemo<TFunction<N>>(() => (key, vars) => i18n.t(key, vars, namespaces), [lang, nsKey]);
  return { t, i18n };
}

/**
 * Adds catalogs a feature carries itself (its `i18n/<namespace>/`, its shared areas), keyed by their paths as
 * `import.meta.glob` gives them: the web's by `<namespace>/<lang>.json`, shared areas by
 * `<area>/<lang>.json`. Shared areas join `msg`, loaded at once where `msg` already is.
 */
export function addCatalogs(ownFiles: Record<string, Catalog>, sharedFiles: Record<string, Catalog> = {}) {
  for (const [file, load] of Object.entries(ownFiles)) own[`./${file.split('/').slice(-2).join('/')}`] = load;
  const added = Object.entries(sharedFiles).filter(([file]) => !(file in shared));
  for (const [file, load] of added) shared[file] = load;
  fetchWanted(added.length > 0 ? ['msg'] : []);
  // msg already loaded takes the new areas (its files already here come from the module cache)
  for (const id of loaded) {
    const [lang, ns] = id.split('/') as [Lang, string];
    if (ns === 'msg' && added.length > 0)
      void fetchNamespace(lang, ns).then((messages) => {
        lingui.load(lang, messages);
        notifyLoaded();
      });
  }
}

/**
 * Fetches those of the web's namespaces known so far, and of `extra`, that this page's server HTML was
 * rendered with (`wanted`; loading one twice is a no-op). `msg` waits for a feature's `addCatalogs`:
 * fetched before, it would be loaded without the feature's areas, and the page drawn with their keys in
 * place of the server's words.
 */
function fetchWanted(extra: string[]) {
  for (const ns of [...Object.keys(own).map((file) => file.split('/')[1] ?? ''), ...extra])
    if (wanted.has(ns) && catalogs(i18n.language, ns).length > 0) void i18n.load(ns);
}
fetchWanted([]);

export default i18n;
