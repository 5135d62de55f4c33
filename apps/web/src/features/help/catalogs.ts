import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';

type Catalog = { messages: Messages };

/**
 * The help area's message catalogs (web namespace `help`, shared area `help`), added when the page
 * loads rather than listed on the landing page (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('../../i18n/help/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/help/*.json', { query: '?lingui' }),
);
