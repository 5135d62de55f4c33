import type { Lang, Notice } from '@portal/shared';
import { REGION_ID } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/ManageNotification/GetNotificationList: the active notices of one category. */
export async function getNotices(categoryId: number, lang: Lang): Promise<Notice[]> {
  try {
    const response = await api<{ Status: string; Data: Notice[] }>('/api/ManageNotification/GetNotificationList', {
      query: { RegionID: REGION_ID, NotificationCategoryID: categoryId, lang },
    });
    return response.Data;
  } catch (error) {
    // Spec §8: a notice fetch failure is logged and nothing is shown.
    console.error(`Notices of category ${categoryId} could not be loaded`, error);
    throw error;
  }
}

/** Notices of a category; `null` (a closed accordion) fetches nothing. */
export function useNotices(categoryId: number | null, lang: Lang) {
  return useQuery({
    queryKey: ['notices', categoryId, lang],
    queryFn: () => getNotices(categoryId ?? 0, lang),
    enabled: categoryId !== null,
    staleTime: 5 * 60_000,
  });
}
