import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type apply from './i18n/apply/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    apply: keyof typeof apply;
  }
}

/** The apply page's messages (web namespace `apply`), added when it loads (decision 054). */
addCatalogs(import.meta.glob<Catalog>('./i18n/apply/*.json', { query: '?lingui' }));
