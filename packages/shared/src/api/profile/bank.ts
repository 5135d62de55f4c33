import { endpoint, roles } from '../../endpoint';
import type {
  bankReadParamsSchema,
  bankSchemas,
  ifscParamsSchema,
  ifscResponseSchema,
} from '../../schemas/profile/bank';
import type { saveResponseSchema, staffReadBodySchema } from '../../schemas/profile/common';
import { forCandidates, forStaff } from './section';

/**
 * Bank step (API.md "Profile", bank row): a candidate reads with GET and the user id in the path, a
 * staff member with POST and `StaffID`; both save with POST. The read answers the account number masked.
 */
export const bankApi = {
  candidate: {
    get: endpoint<{ params: typeof bankReadParamsSchema; response: typeof bankSchemas.response }>(
      'GET',
      '/api/CandidateBank/get/:userId',
      forCandidates,
    ),
    save: endpoint<{ body: typeof bankSchemas.save.candidate; response: typeof saveResponseSchema }>(
      'POST',
      '/api/CandidateBank/save',
      forCandidates,
    ),
  },
  staff: {
    get: endpoint<{ body: typeof staffReadBodySchema; response: typeof bankSchemas.response }>(
      'POST',
      '/api/StaffBank/GetStaffBank',
      forStaff,
    ),
    save: endpoint<{ body: typeof bankSchemas.save.staff; response: typeof saveResponseSchema }>(
      'POST',
      '/api/StaffBank/SaveStaffBank',
      forStaff,
    ),
  },
};

/** Check IFSC Code: the bank and branch of a code (decision 034; signed-in candidates and staff). */
export const ifscApi = {
  lookup: endpoint<{ params: typeof ifscParamsSchema; response: typeof ifscResponseSchema }>(
    'GET',
    '/api/Bank/ifsc/:code',
    { access: roles('candidate', 'staff') },
  ),
};
