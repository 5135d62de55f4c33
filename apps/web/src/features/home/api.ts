import type { HomeContent, Lang, Notice } from '@portal/shared';
import { homeApi } from '@portal/shared/api/home';
import { noticesApi } from '@portal/shared/api/notices';
import { REGION_ID } from '@portal/shared/basics';
import { call } from '../../lib/api';
import { useResource } from '../../lib/resource';

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

/** GET /api/ManageNotification/GetNotificationList: the active notices of one category. */
export async function getNotices(categoryId: number, lang: Lang): Promise<Notice[]> {
  try {
    const response = await call(noticesApi.list, {
      query: { RegionID: REGION_ID, NotificationCategoryID: categoryId, lang },
    });
    return response.Data;
  } catch (error) {
    // Spec §8: a notice fetch failure is logged and nothing is shown.
    console.error(`Notices of category ${categoryId} could not be loaded`, error);
    throw error;
  }
}

/**
 * Notices of a category; `null` (a closed accordion) fetches nothing. A plain cached read, not
 * TanStack Query: the landing page's budget (docs/decisions/005).
 */
export function useNotices(categoryId: number | null, lang: Lang) {
  return useResource(categoryId === null ? null : `notices:${categoryId}:${lang}`, () =>
    getNotices(categoryId ?? 0, lang),
  );
}
