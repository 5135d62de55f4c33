import type { LoginRequest, LoginResponse } from '@portal/shared';
import { api } from '../../../lib/api';

/** POST /api/Account/login (sets the session cookie on success). */
export function login(body: LoginRequest) {
  return api<LoginResponse>('/api/Account/login', { method: 'POST', body });
}

/** Where a signed-in user goes: set a security question first if there is none (spec §4 Login). */
export function afterLoginPath(response: Pick<LoginResponse, 'SecurityQuestionID' | 'DashBoardPathReact'>) {
  if (response.SecurityQuestionID <= 0) return '/Candidate/ChangeSecurityQuestion';
  return response.DashBoardPathReact || '/CandidateLogin';
}
