import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type consoleCases from './i18n/console-cases/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-cases': keyof typeof consoleCases;
  }
}

/**
 * The case inbox's and case page's words (web namespace `console-cases`), the case words both sides
 * share (statuses, timeline steps: shared area `cases`), the inbox's server messages (shared area
 * `casework`) and the citizen forms' labels, added when the screen's chunk loads.
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console-cases/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/cases/*.json', { query: '?lingui' }),
);
addCatalogs(import.meta.glob<Catalog>('@shared-catalogs/casework/*.json', { query: '?lingui' }));
// The case page labels the filer's form as the citizen's forms do: their own catalogs (web namespaces
// `complaint` and `grievance`), read as they are rather than copied.
addCatalogs(
  import.meta.glob<Catalog>(['../../complaint/i18n/complaint/*.json', '../../grievance/i18n/grievance/*.json'], {
    query: '?lingui',
  }),
);
