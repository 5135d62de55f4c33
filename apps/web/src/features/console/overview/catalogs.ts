import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type overview from './i18n/overview/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    overview: keyof typeof overview;
  }
}

/** The overview's messages (web namespace `overview`) and the case statuses (shared area `cases`), with the page. */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/overview/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/cases/*.json', { query: '?lingui' }),
);
