import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type consoleLetters from './i18n/console-letters/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-letters': keyof typeof consoleLetters;
  }
}

/** The admission letters screen's catalogs (web namespace `console-letters`, shared area `letters`), with the screen. */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console-letters/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/letters/*.json', { query: '?lingui' }),
);
