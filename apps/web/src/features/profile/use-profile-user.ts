import { type ProfileRole, profileRoleOf } from '@portal/shared';
import { useSession } from '../../lib/session';

export type ProfileUser = { role: ProfileRole; userId: number; profileId: string };

/** The signed-in user as the wizard needs them: role (candidate or staff), numeric id, profile ID. */
export function useProfileUser(): ProfileUser | null {
  const { data: user } = useSession();
  const role = user ? profileRoleOf(user.UserTypeID) : null;
  return user && role ? { role, userId: user.UserID, profileId: user.UserLoginID } : null;
}
