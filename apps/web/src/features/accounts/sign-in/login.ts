import type { LoginResponse } from '@portal/shared';
import { USER_TYPES } from '@portal/shared/basics';

/** Where a signed-in user goes: set a security question first if there is none (spec §4 Login). */
export function afterLoginPath(
  response: Pick<LoginResponse, 'SecurityQuestionID' | 'DashBoardPathReact'> &
    Partial<Pick<LoginResponse, 'UserTypeID'>>,
) {
  // an institute's account has no security question: its password comes from the board's link (decision 064)
  if (response.SecurityQuestionID <= 0 && response.UserTypeID !== USER_TYPES.institute)
    return '/Candidate/ChangeSecurityQuestion';
  return response.DashBoardPathReact || '/CandidateLogin';
}
