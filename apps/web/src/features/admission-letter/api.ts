import { admissionLetterApi } from '@portal/shared/api/admission-letter';
import { useQuery } from '@tanstack/react-query';
import { call, endpointHref } from '../../lib/api';

/**
 * Step 12's and the public check's server calls, the only file of the feature that imports the API
 * client (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */

/** The signed-in candidate's letters, newest first (none until an institute accepts a preference). */
export function useMyLetters(enabled: boolean) {
  return useQuery({
    queryKey: ['admission-letters', 'mine'],
    enabled,
    queryFn: async ({ signal }) => (await call(admissionLetterApi.mine, { signal })).Data,
  });
}

/** Where a letter's PDF downloads from (an attachment). */
export const letterPdfHref = (letterId: number) => endpointHref(admissionLetterApi.pdf, { LetterID: letterId });

/** The public check of a letter's code (a forged or altered one is an ApiError 404). */
export function useVerifiedLetter(code: string) {
  return useQuery({
    queryKey: ['admission-letters', 'verify', code],
    retry: false,
    queryFn: async ({ signal }) => (await call(admissionLetterApi.verify, { params: { code }, signal })).Data,
  });
}
