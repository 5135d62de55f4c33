import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type institutes from './i18n/console-institutes/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-institutes': keyof typeof institutes;
  }
}

/** The institute accounts screen's catalogs (web namespace `console-institutes`), added when it loads. */
addCatalogs(import.meta.glob<Catalog>('./i18n/console-institutes/*.json', { query: '?lingui' }));
