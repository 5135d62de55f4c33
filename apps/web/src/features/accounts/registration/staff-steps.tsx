import type { ProfileStep } from '@portal/shared';
import { useCompletedSteps } from '../../../lib/use-profile-steps';
import { ProfileSteps } from '../../../ui/domain/profile-steps';

/** The staff page's progress bar: the profile's 12 steps, linked once signed in. */
export function StaffSteps({ current }: { current: ProfileStep }) {
  const { signedIn, completed } = useCompletedSteps();
  return <ProfileSteps current={current} completed={completed} linked={signedIn} />;
}
