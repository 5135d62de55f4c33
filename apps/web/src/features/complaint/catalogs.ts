import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';

type Catalog = { messages: Messages };

/**
 * The complaint pages' catalogs (web namespace `complaint`; shared areas `complaint`, `cases` and
 * `address` for the server's place messages), added when a complaint page loads (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('../../i18n/complaint/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/{complaint,cases,address}/*.json', {
    query: '?lingui',
  }),
);
