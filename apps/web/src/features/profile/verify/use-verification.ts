import { useQuery } from '@tanstack/react-query';
import { getVerificationStatus } from './api';

/** The signed-in person's verification (step 10): shared by the Verify page and the steps' notices. */
export function useVerification(enabled = true) {
  return useQuery({
    queryKey: ['verification'],
    enabled,
    queryFn: ({ signal }) => getVerificationStatus(signal),
    staleTime: 0,
  });
}
