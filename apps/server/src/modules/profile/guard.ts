import { PROFILE_ROLE_USER_TYPE, type ProfileRole } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { currentUser, requireUser } from '../../platform/sessions';

/** Where a profile request names its user: `candidateId`/`CandidateID`, `StaffID` or the `:userId` path. */
const ID_FIELDS = ['candidateId', 'CandidateID', 'StaffID', 'userId'] as const;

function namedUserId(request: FastifyRequest): number {
  for (const source of [request.params, request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const field of ID_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (value !== undefined) return Number(value);
    }
  }
  return Number.NaN;
}

/**
 * The checks of every profile endpoint (API.md "Profile", `own`), all before the input is validated
 * so a stranger learns nothing from validation errors: a signed-in user (else 401) of the endpoint's
 * role (a staff session on a candidate endpoint: 403) whose own id is the one the request names
 * (user A asking for or writing user B's record: 403).
 */
export function profileGuard(role: ProfileRole) {
  const signedIn = requireUser(PROFILE_ROLE_USER_TYPE[role]);
  return {
    preValidation: async (request: FastifyRequest) => {
      await signedIn(request);
      if (namedUserId(request) !== currentUser(request).userId) throw forbidden();
    },
  };
}

export type ProfileGuards = Record<ProfileRole, ReturnType<typeof profileGuard>>;
