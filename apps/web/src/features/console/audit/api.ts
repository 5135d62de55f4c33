import type { AuditFilter } from '@portal/shared';
import { auditApi } from '@portal/shared/api/audit';
import type { Lang } from '@portal/shared/basics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, endpointHref } from '../../../lib/api';

/** The filters as sent: every field optional (the language is the page's). */
export type AuditFilters = Partial<Omit<AuditFilter, 'lang'>>;

/** GET /api/console/audit: one page, newest first, older than `before`. */
export function useAuditPage(filters: AuditFilters, before: number | undefined) {
  return useQuery({
    queryKey: ['console', 'audit', filters, before],
    queryFn: async () => (await call(auditApi.list, { query: { ...filters, before } })).Data,
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of every entry the filters match, in the page's language. */
export const auditCsvHref = (filters: AuditFilters, lang: Lang) => endpointHref(auditApi.csv, { ...filters, lang });
