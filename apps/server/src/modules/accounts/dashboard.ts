import { type Lang, messageText, type UserDetails } from '@portal/shared';
import type { UserRow } from './repo';
import { fullName } from './sign-in';

/** The dashboard's welcome panel (part 2 "Dashboard user record"). */
export function userDetails(user: UserRow, lang: Lang): UserDetails {
  return {
    UserLoginID: user.profileId,
    UserType: messageText(`accounts.userType${user.userTypeId}`, lang),
    UserName: fullName(user),
    CurrentLoginDateTime: user.currentLoginAt?.toISOString() ?? null,
    LastLoginDateTime: user.lastLoginAt?.toISOString() ?? null,
    CollegeName: user.collegeName,
    IPAddress: user.lastLoginIp,
  };
}
