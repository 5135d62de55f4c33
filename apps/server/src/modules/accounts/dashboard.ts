import { type Lang, messageText, type UserDetails } from '@portal/shared';
import type { Db } from '../../db/client';
import * as users from '../../db/users';
import { ApiError } from '../../platform/errors';
import { fullName } from './sign-in';

/** The signed-in user's row: 401 when the account is gone (the session was still live). */
export async function signedInUser(db: Db, userId: number): Promise<users.UserRow> {
  const user = await users.userById(db, userId);
  if (!user) throw new ApiError(401, 'common.notSignedIn');
  return user;
}

/** The dashboard's welcome panel (part 2 "Dashboard user record"). */
export async function userDetails(db: Db, userId: number, lang: Lang): Promise<UserDetails> {
  const user = await signedInUser(db, userId);
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
