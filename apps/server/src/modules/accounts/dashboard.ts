import { type Lang, messageText, type UserDetails } from '@portal/shared';
import type { Db } from '../../db/client';
import * as users from '../../db/users';
import { instituteById } from './repo';
import { fullName } from './sign-in';

/** The dashboard's welcome panel (part 2 "Dashboard user record"). */
export async function userDetails(db: Db, userId: number, lang: Lang): Promise<UserDetails> {
  const user = await users.signedInUser(db, userId);
  const institute = user.instituteId === null ? undefined : await instituteById(db, user.instituteId);
  return {
    UserLoginID: user.profileId,
    UserType: messageText(`accounts.userType${user.userTypeId}`, lang),
    UserName: fullName(user),
    CurrentLoginDateTime: user.currentLoginAt?.toISOString() ?? null,
    LastLoginDateTime: user.lastLoginAt?.toISOString() ?? null,
    CollegeName: user.collegeName,
    IPAddress: user.lastLoginIp,
    Institute: institute ? `${institute.name} (${institute.code})` : null,
  };
}
