import type { HomeContent, Lang } from '@portal/shared';
import { homeApi } from '@portal/shared/api/home';
import { call } from '../../../lib/api';
import { useResource } from '../../../lib/resource';

/** GET /api/Home/content: the home page's blocks (ticker, dignitaries, videos, links, schemes, statistics). */
export async function getHomeContent(lang: Lang): Promise<HomeContent> {
  try {
    return await call(homeApi.content, { query: { lang } });
  } catch (error) {
    // A failed fetch leaves the blocks out; the rest of the page still works.
    console.error('Home content could not be loaded', error);
    throw error;
  }
}

/** A plain cached read, not TanStack Query: the landing page's budget (docs/decisions/005). */
export function useHomeContent(lang: Lang) {
  return useResource(`home:${lang}`, () => getHomeContent(lang));
}
