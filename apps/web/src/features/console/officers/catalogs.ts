import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type officers from './i18n/console-officers/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-officers': keyof typeof officers;
  }
}

/** The officials screen's catalogs (web namespace `console-officers`), added when the screen loads. */
addCatalogs(import.meta.glob<Catalog>('./i18n/console-officers/*.json', { query: '?lingui' }));
