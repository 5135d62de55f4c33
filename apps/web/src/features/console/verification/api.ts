import { consoleVerificationApi, type VerificationDecisionRequest, type VerificationQueueQuery } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The queue of submitted profiles, or the change requests: one keyset page (decision 063). */
export function useVerificationQueue(query: VerificationQueueQuery, changes = false) {
  const endpoint = changes ? consoleVerificationApi.changeRequests : consoleVerificationApi.queue;
  return useQuery({
    queryKey: ['console', 'verifications', changes ? 'changes' : 'queue', query],
    queryFn: async ({ signal }) => (await call(endpoint, { query, signal })).Data,
    placeholderData: keepPreviousData,
  });
}

export function useVerificationReview(userId: number) {
  return useQuery({
    queryKey: ['console', 'verification', userId],
    queryFn: async ({ signal }) => (await call(consoleVerificationApi.review, { params: { userId }, signal })).Data,
    retry: false,
  });
}

/** Where the review page shows a document of the profile (region-checked by the server). */
export const documentHref = (userId: number, file: string) =>
  consoleVerificationApi.document.path.replace(':userId', String(userId)).replace(':file', file);

/** The decision; the review and the queue are read again after it. */
export function useDecision(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerificationDecisionRequest) =>
      call(consoleVerificationApi.decide, { params: { userId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Approves (the profile is returned to the person) or declines a verified person's change request. */
export function useChangeDecision(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (approve: boolean) =>
      call(consoleVerificationApi.changeDecision, { params: { userId }, body: { approve, remark: '' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}
