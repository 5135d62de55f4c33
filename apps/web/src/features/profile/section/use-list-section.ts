import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUser } from '../use-profile-user';

/** A list section's calls for the user's role (see training/api.ts). */
export type ListRequests<Row, Entry> = {
  list: (user: ProfileUser, signal?: AbortSignal) => Promise<{ Data: Row[] }>;
  save: (user: ProfileUser, entry: Entry) => Promise<{ Message: string }>;
  remove: (user: ProfileUser, rowId: number) => Promise<{ Message: string }>;
};

/**
 * A list section (trainings, qualifications, languages, work experience) for either role: the saved
 * entries, and saving or deleting one on the server, after which the list and the dashboard's
 * percentages are read again. Each answer's message is the spec's success text.
 */
export function useListSection<Row, Entry>(user: ProfileUser, section: string, requests: ListRequests<Row, Entry>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile', section] }),
      queryClient.invalidateQueries({ queryKey: ['profileProgress'] }),
    ]);
  const rows = useQuery({
    queryKey: ['profile', section, user.userId],
    queryFn: ({ signal }) => requests.list(user, signal),
  });
  const save = useMutation({ mutationFn: (entry: Entry) => requests.save(user, entry), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (rowId: number) => requests.remove(user, rowId), onSuccess: refresh });
  return { rows, save, remove };
}
