import type { ProfileProgress, SessionUser } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The signed-in user's saved progress per profile step (percentages computed on the server). */
export function useProfileProgress(user: SessionUser | null | undefined) {
  return useQuery({
    queryKey: ['profileProgress', user?.UserLoginID],
    enabled: Boolean(user),
    queryFn: () => api<{ Status: 'Success'; Data: ProfileProgress }>('/api/Account/profileProgress'),
    staleTime: 0,
  });
}
