import type { HomeContent, Lang } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Home/content: the home page's blocks (ticker, dignitaries, videos, links, schemes, statistics). */
export async function getHomeContent(lang: Lang): Promise<HomeContent> {
  try {
    return await api<HomeContent>('/api/Home/content', { query: { lang } });
  } catch (error) {
    // A failed fetch leaves the blocks out; the rest of the page still works.
    console.error('Home content could not be loaded', error);
    throw error;
  }
}

export function useHomeContent(lang: Lang) {
  return useQuery({
    queryKey: ['home', 'content', lang],
    queryFn: () => getHomeContent(lang),
    staleTime: 5 * 60_000,
  });
}
