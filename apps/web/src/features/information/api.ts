import type { Lang, PageContent } from '@portal/shared';
import { pagesApi } from '@portal/shared/api/pages';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** GET /api/Pages/:slug: an information page's title and text blocks in one language. */
export async function getPage(slug: string, lang: Lang): Promise<PageContent> {
  const response = await call(pagesApi.page, { params: { slug }, query: { lang } });
  return response.Data;
}

export function usePage(slug: string, lang: Lang) {
  return useQuery({
    queryKey: ['pages', slug, lang],
    queryFn: () => getPage(slug, lang),
    staleTime: 5 * 60_000,
  });
}
