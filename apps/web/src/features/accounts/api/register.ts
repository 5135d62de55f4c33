import type { candidateRegistrationSchema, staffRegistrationSchema } from '@portal/shared';
import { registrationApi } from '@portal/shared/api/registration';
import type { z } from 'zod';
import { call } from '../../../lib/api';

/** The spec's 30 s timeout on registration calls. */
const REGISTER_TIMEOUT_MS = 30_000;

/** A registration the role's shared schema accepted: what goes to the server. */
export type Registration =
  | { role: 'candidate'; body: z.output<typeof candidateRegistrationSchema> }
  | { role: 'staff'; body: z.output<typeof staffRegistrationSchema> };

/** POST /api/Registration/RegisterCandidate or RegisterStaff: answers the new profile ID. */
export async function register(registration: Registration): Promise<string> {
  const response =
    registration.role === 'candidate'
      ? await call(registrationApi.registerCandidate, { body: registration.body, timeoutMs: REGISTER_TIMEOUT_MS })
      : await call(registrationApi.registerStaff, { body: registration.body, timeoutMs: REGISTER_TIMEOUT_MS });
  return response.Data;
}
