import { z } from 'zod';
import { LIMITS } from './constants';

/** Field rules of the spec, one place for browser and server. Messages are i18n keys. */

export const profileIdPattern = /^MH\d{4}[CS]\d{6}$/;

/** Paging of every paged list (API.md): page ≥ 1, pageSize 1–100, default 20; anything else is 400. */
export const pagingQuery = {
  page: z.coerce
    .number({ message: 'common.invalidPage' })
    .int({ message: 'common.invalidPage' })
    .min(1, { message: 'common.invalidPage' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'common.invalidPageSize' })
    .int({ message: 'common.invalidPageSize' })
    .min(1, { message: 'common.invalidPageSize' })
    .max(LIMITS.pageSizeMax, { message: 'common.invalidPageSize' })
    .default(LIMITS.pageSizeDefault),
};
