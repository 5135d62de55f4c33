import type { Lang, Notice } from '@portal/shared';
import { noticesApi } from '@portal/shared/api/notices';
import { REGION_ID } from '@portal/shared/basics';
import { call } from '../../../lib/api';
import { useResource } from '../../../lib/resource';

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
