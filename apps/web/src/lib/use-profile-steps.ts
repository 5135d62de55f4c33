import type { ProfileStep } from '@portal/shared';
import { useSession } from './session';
import { useProfileProgress } from './use-profile-progress';

/** The steps the signed-in user completed (100 % on the server), for the progress bar. */
export function useCompletedSteps(): { signedIn: boolean; completed: ReadonlySet<ProfileStep> } {
  const { data: user } = useSession();
  const progress = useProfileProgress(user);
  return {
    signedIn: Boolean(user),
    completed: new Set(progress.data?.Data.filter((s) => s.Percent >= 100).map((s) => s.Step)),
  };
}
