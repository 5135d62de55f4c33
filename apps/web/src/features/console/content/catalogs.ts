import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type content from './i18n/console-content/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'console-content': keyof typeof content;
  }
}

/** The content screens' catalogs (web `console-content`) and their server messages (shared area `content`). */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console-content/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/content/*.json', { query: '?lingui' }),
);
