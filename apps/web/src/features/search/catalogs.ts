import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type search from './i18n/search/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    search: keyof typeof search;
  }
}

/** The two search pages' messages (web namespace `search`), added when a search page loads (decision 054). */
addCatalogs(import.meta.glob<Catalog>('./i18n/search/*.json', { query: '?lingui' }));
