import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../../i18n';
import type auditLog from './i18n/audit-log/en.json';

type Catalog = { messages: Messages };

declare module '../../../i18n/keys' {
  interface Ids {
    'audit-log': keyof typeof auditLog;
  }
}

/** The audit page's messages (web `audit-log`) and the events' and records' names (shared area `audit`), with the page. */
addCatalogs(
  import.meta.glob<Catalog>('./i18n/audit-log/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('@shared-catalogs/audit/*.json', { query: '?lingui' }),
);
