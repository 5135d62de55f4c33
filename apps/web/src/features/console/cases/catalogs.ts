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
 * share (statuses, timeline steps: shared area `cases`) and the inbox's server messages (shared area
 * `casework`), added when the screen's chunk loads.
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console-cases/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/cases/*.json', { query: '?lingui' }),
);
addCatalogs(import.meta.glob<Catalog>('@shared-catalogs/casework/*.json', { query: '?lingui' }));
