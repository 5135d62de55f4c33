import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type information from './i18n/information/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    information: keyof typeof information;
  }
}

/** The information pages' messages (web namespace `information`), added when one of them loads (decision 054). */
addCatalogs(import.meta.glob<Catalog>('./i18n/information/*.json', { query: '?lingui' }));
