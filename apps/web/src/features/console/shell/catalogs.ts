import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type console from './i18n/console/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    console: keyof typeof console;
  }
}

/**
 * The console shell's catalogs (web namespace `console`: the shell, sign-in and password screens, the
 * nav entries) and the officials' server messages (shared area `officers`), added when the console
 * loads, never on the public pages (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/console/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/officers/*.json', { query: '?lingui' }),
);
