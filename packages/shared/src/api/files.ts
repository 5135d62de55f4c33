import { endpoint } from '../endpoint';
import type * as s from '../schemas/files';

/** The PDF documents notices and courses link to (API.md "Shell, menu, notices, lookups"). */
export const filesApi = {
  /** Not JSON: the PDF itself, linked as `/files/<folder>/<name>.pdf`. */
  document: endpoint<{ params: typeof s.documentFileParamsSchema }>('GET', '/files/*', { access: 'public' }),
};
