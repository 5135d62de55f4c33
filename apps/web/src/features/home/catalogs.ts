import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type home from './i18n/home/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    home: keyof typeof home;
  }
}

/**
 * The landing page's messages (web namespace `home`, also read by the accounts feature's sign-in card
 * and dialog, which `app/routes.tsx` loads together with the home page), added when the page's module
 * loads, before its first render (decision 054).
 */
addCatalogs(import.meta.glob<Catalog>('./i18n/home/*.json', { query: '?lingui' }));
