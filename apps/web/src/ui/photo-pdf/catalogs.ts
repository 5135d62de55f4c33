import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type photoPdf from './i18n/photo-pdf/en.json';

// The words of "Make a PDF from photos" (web namespace `photo-pdf`), fetched where a PDF-only field is
// shown, not on the landing page (decision 005).
addCatalogs(import.meta.glob<{ messages: Messages }>('./i18n/photo-pdf/*.json', { query: '?lingui' }));

declare module '../../i18n/keys' {
  interface Ids {
    'photo-pdf': keyof typeof photoPdf;
  }
}
