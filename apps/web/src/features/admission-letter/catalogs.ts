import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type admissionLetter from './i18n/admission-letter/en.json';

type Catalog = { messages: Messages };

declare module '../../i18n/keys' {
  interface Ids {
    'admission-letter': keyof typeof admissionLetter;
  }
}

/** Step 12's and the verify page's messages (web namespace `admission-letter`, shared area `letters`), with the pages. */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/admission-letter/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/letters/*.json', { query: '?lingui' }),
);
