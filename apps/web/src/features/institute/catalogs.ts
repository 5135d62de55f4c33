import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type institute from './i18n/institute/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    institute: keyof typeof institute;
  }
}

/** The institute's pages (web namespace `institute`), added when one loads (decision 054). */
addCatalogs(import.meta.glob<Catalog>('./i18n/institute/*.json', { query: '?lingui' }));
