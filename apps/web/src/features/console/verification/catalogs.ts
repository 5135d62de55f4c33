import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type consoleVerification from './i18n/console-verification/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-verification': keyof typeof consoleVerification;
  }
}

/**
 * The verification queue's and review page's words (web namespace `console-verification`), the
 * server's verification messages (shared area `verification`), added when the screen's chunk loads.
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console-verification/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/verification/*.json', { query: '?lingui' }),
);
