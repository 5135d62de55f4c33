import type { Messages } from '@lingui/core';
import { addCatalogs } from '../../i18n';

type Catalog = { messages: Messages };

/**
 * The grievance form's and status page's catalogs (web namespace `grievance`, shared areas `cases`
 * and `grievance`), added when they load rather than listed on the landing page (decision 005).
 */
addCatalogs(
  import.meta.glob<Catalog>('../../i18n/grievance/*.json', { query: '?lingui' }),
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/{cases,grievance}/*.json', {
    query: '?lingui',
  }),
);
