import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type help from './i18n/help/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    help: keyof typeof help;
  }
}

/**
 * The help area's message catalogs (web namespace `help`, shared area `help`), added when the page
 * loads rather than listed on the landing page (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/help/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/help/*.json', { query: '?lingui' }),
);
