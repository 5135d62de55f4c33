import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/console-cases';

/** The console's case inbox, case page, documents and actions (issue 20 item 2): officers and admins, by region. */
export const consoleCasesApi = {
  list: endpoint<{ query: typeof s.caseInboxQuerySchema; response: typeof s.caseInboxResponseSchema }>(
    'GET',
    '/api/console/cases',
    { access: roles('officer', 'admin') },
  ),
  /** The same filters and sort, every matching row, as CSV (Excel's UTF-8 with BOM). */
  csv: endpoint<{ query: typeof s.caseInboxQuerySchema }>('GET', '/api/console/cases.csv', {
    access: roles('officer', 'admin'),
  }),
  detail: endpoint<{ params: typeof s.caseNumberParamsSchema; response: typeof s.caseDetailResponseSchema }>(
    'GET',
    '/api/console/cases/:number',
    { access: roles('officer', 'admin') },
  ),
  /** A document of the case, served through the storage interface (inline, its own type). */
  document: endpoint<{ params: typeof s.caseDocumentParamsSchema }>(
    'GET',
    '/api/console/cases/:number/documents/:documentId',
    { access: roles('officer', 'admin') },
  ),
  action: endpoint<{
    params: typeof s.caseNumberParamsSchema;
    body: typeof s.caseActionRequestSchema;
    response: typeof s.caseActionResponseSchema;
  }>('POST', '/api/console/cases/:number/actions', { access: roles('officer', 'admin') }),
};
