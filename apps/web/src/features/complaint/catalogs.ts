import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type complaint from './i18n/complaint/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    complaint: keyof typeof complaint;
  }
}

/**
 * The complaint pages' catalogs (web namespace `complaint`; shared areas `complaint`, `cases` and
 * `address` for the server's place messages), added when a complaint page loads (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/complaint/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/{complaint,cases,address}/*.json', { query: '?lingui' }),
);
