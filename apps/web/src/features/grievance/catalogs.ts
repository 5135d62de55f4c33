import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type grievance from './i18n/grievance/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    grievance: keyof typeof grievance;
  }
}

/**
 * The grievance form's and status page's catalogs (web namespace `grievance`, shared areas `cases`
 * and `grievance`), added when they load rather than listed on the landing page (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/grievance/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/{cases,grievance}/*.json', { query: '?lingui' }),
);
