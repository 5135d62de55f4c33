import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';

type Catalog = { messages: Messages };

/**
 * The wizard's message catalogs (web namespaces `profile*`, shared areas of its sections), added when
 * the wizard loads rather than listed on the landing page (decision 005). Imported by every step page.
 */
addCatalogs(
  import.meta.glob<Catalog>('../../i18n/profile*/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>(
    '../../../../../packages/shared/src/i18n/{profile,address,category,bank,primary,qualification,training,additional,work}/*.json',
    { query: '?lingui' },
  ),
);
