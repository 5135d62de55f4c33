import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';
import type caseStatus from './i18n/case-status/en.json';

// The words both case kinds share (web namespace `case-status`) and the case messages (shared area
// `cases`), fetched with the status lookup or the filed form, not on the landing page (decision 005).
addCatalogs(
  import.meta.glob<{ messages: Messages }>('./i18n/case-status/*.json', { query: '?lingui' }),
  import.meta.glob<{ messages: Messages }>('@shared-catalogs/cases/*.json', { query: '?lingui' }),
);

declare module '../../i18n/keys' {
  interface Ids {
    'case-status': keyof typeof caseStatus;
  }
}
