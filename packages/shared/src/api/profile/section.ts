import type { z } from 'zod';
import { endpoint, roles } from '../../endpoint';
import type { candidateReadQuerySchema, saveResponseSchema, staffReadBodySchema } from '../../schemas/profile/common';

/** The schemas `sectionSchemas` makes for a one-record section (by type). */
export type SectionSchemas = {
  save: { candidate: z.ZodType; staff: z.ZodType };
  response: z.ZodType;
};

type Paths = { get: string; save: string };

/** A profile endpoint is the caller's own record: a candidate's for candidates, a staff member's for staff. */
export const forCandidates = { access: roles('candidate') };
export const forStaff = { access: roles('staff') };

/**
 * The read and save endpoints of a one-record section for both roles (API.md "Profile"): a candidate
 * reads with GET and `candidateId`, a staff member with POST and `StaffID`; both save with POST.
 */
/* @__NO_SIDE_EFFECTS__ */
export const sectionEndpoints = <S extends SectionSchemas>(paths: { candidate: Paths; staff: Paths }) => ({
  candidate: {
    get: endpoint<{ query: typeof candidateReadQuerySchema; response: S['response'] }>(
      'GET',
      paths.candidate.get,
      forCandidates,
    ),
    save: endpoint<{ body: S['save']['candidate']; response: typeof saveResponseSchema }>(
      'POST',
      paths.candidate.save,
      forCandidates,
    ),
  },
  staff: {
    get: endpoint<{ body: typeof staffReadBodySchema; response: S['response'] }>('POST', paths.staff.get, forStaff),
    save: endpoint<{ body: S['save']['staff']; response: typeof saveResponseSchema }>(
      'POST',
      paths.staff.save,
      forStaff,
    ),
  },
});

/** The endpoints of a one-record section for both roles. */
export type SectionApi<S extends SectionSchemas> = ReturnType<typeof sectionEndpoints<S>>;
