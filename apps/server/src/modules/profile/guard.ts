import type { ProfileStep } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { assertEditable } from '../../db/admissions';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { currentUser } from '../../platform/sessions';

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
 * The ownership check of every profile endpoint (API.md "Profile", `own`): the id the request names
 * is the caller's own (user A asking for or writing user B's record: 403). It runs after the endpoint's
 * access guard (signed in, of the endpoint's role: decision 056) and before the input is validated, so a
 * stranger learns nothing from validation errors.
 */
export const ownRecord = {
  preValidation: async (request: FastifyRequest) => {
    if (namedUserId(request) !== currentUser(request).userId) throw forbidden();
  },
};

/**
 * The ownership check and then the verification's lock (decision 063) of a save or delete endpoint of
 * `step`: while the profile is with an officer or verified, or returned without this step's fields,
 * 409 naming why, before the body is read.
 */
export const ownEditable = (db: Db, step: ProfileStep) => ({
  preValidation: async (request: FastifyRequest) => {
    await ownRecord.preValidation(request);
    const user = currentUser(request);
    await assertEditable(db, user.userId, step, user.verificationStatus);
  },
});
