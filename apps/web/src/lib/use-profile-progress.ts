import type { SessionUser } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/** The signed-in user's saved progress per profile step (percentages computed on the server). */
export function useProfileProgress(user: SessionUser | null | undefined) {
  return useQuery({
    queryKey: ['profileProgress', user?.UserLoginID],
    enabled: Boolean(user),
    queryFn: ({ signal }) => call(accountsApi.profileProgress, { signal }),
    staleTime: 0,
  });
}
