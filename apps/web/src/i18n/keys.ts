import type { MessageKey } from '@portal/shared/i18n';
import type accounts from './accounts/en.json';
import type common from './common/en.json';
import type form from './form/en.json';
import type ui from './ui/en.json';

/**
 * The message ids of each namespace, read from the English catalogs at typecheck time, so a missing or
 * misspelt key in `t('…')` fails `npm run typecheck` (the Marathi catalogs have the same ids: a test).
 * The app-wide namespaces are listed here; a feature's own namespaces are added by its `catalogs.ts`
 * (`declare module '…/i18n/keys' { interface Ids { … } }`), beside the files it adds with `addCatalogs`,
 * so this file imports no feature (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */
export interface Ids {
  accounts: keyof typeof accounts;
  common: keyof typeof common;
  form: keyof typeof form;
  ui: keyof typeof ui;
  msg: MessageKey;
}

export type Namespace = keyof Ids;

/** The message ids of namespace `N`. */
export type Id<N extends Namespace> = Ids[N];

/**
 * What `t` takes in a component that asked for namespaces `N`: their ids, `common`'s, or any `ns:id`.
 * `msg:` takes any string too: spec message keys also arrive at run time (a zod issue, an API error).
 */
export type Key<N extends Namespace> =
  | Ids[N | 'common']
  | { [M in Namespace]: `${M}:${Ids[M]}` }[Namespace]
  | `msg:${string}`;
