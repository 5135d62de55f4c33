import type { MeetingRequest } from '@portal/shared';
import { helpApi } from '@portal/shared/api/help';
import type { Lang } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const SLOTS_KEY = ['help', 'slots'] as const;

/**
 * GET /api/Help/slots: every slot of the working days among the seven, whether it can still be booked,
 * and the first date with a free slot (by the server's clock: the scheduler opens on it).
 */
export function useSlots() {
  return useQuery({
    queryKey: SLOTS_KEY,
    queryFn: async () => {
      const answer = await call(helpApi.slots, {});
      return { slots: answer.Data, firstFree: answer.FirstFree };
    },
    staleTime: 0,
  });
}

/** GET /api/Help/visits: the board's upcoming office visits. */
export function useVisits(lang: Lang) {
  return useQuery({
    queryKey: ['help', 'visits', lang],
    queryFn: async () => (await call(helpApi.visits, { query: { lang } })).Data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/Help/faq: the questions and answers. */
export function useFaq(lang: Lang) {
  return useQuery({
    queryKey: ['help', 'faq', lang],
    queryFn: async () => (await call(helpApi.faq, { query: { lang } })).Data,
    staleTime: 5 * 60_000,
  });
}

export const bookMeeting = (body: MeetingRequest) => call(helpApi.book, { body }).then((r) => r.Data);

export const cancelMeeting = (id: number, token: string) =>
  call(helpApi.cancel, { params: { id }, headers: { 'x-meeting-token': token } });
