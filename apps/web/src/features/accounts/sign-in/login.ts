import type { LoginResponse } from '@portal/shared';

/** Where a signed-in user goes: set a security question first if there is none (spec §4 Login). */
export function afterLoginPath(response: Pick<LoginResponse, 'SecurityQuestionID' | 'DashBoardPathReact'>) {
  if (response.SecurityQuestionID <= 0) return '/Candidate/ChangeSecurityQuestion';
  return response.DashBoardPathReact || '/CandidateLogin';
}
