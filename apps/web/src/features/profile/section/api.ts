import type { SectionApi, SectionSchemas } from '@portal/shared/api/profile/section';
import type { z } from 'zod';
import { call } from '../../../lib/api';
import type { ProfileUser } from '../use-profile-user';

/** A section's record as the save body carries it, without the role's id field. */
export type SectionValues<S extends SectionSchemas> = Omit<z.input<S['save']['candidate']>, 'CandidateID'>;

/**
 * Read and save of a one-record section for the signed-in user's role: a candidate reads with GET
 * and `candidateId`, a staff member with POST and `StaffID` (API.md "Profile"). One function for
 * both roles and every section.
 */
export function sectionRequests<S extends SectionSchemas>(api: SectionApi<S>) {
  return {
    load: (user: ProfileUser, signal?: AbortSignal) =>
      user.role === 'candidate'
        ? call(api.candidate.get, { query: { candidateId: user.userId, UserLoginID: user.profileId }, signal })
        : call(api.staff.get, { body: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
    // The body is the record plus the role's id; TypeScript cannot see through the generic schema
    // that adding the id field gives the save schema's input, so it is stated once here.
    save: (user: ProfileUser, values: SectionValues<S>) =>
      user.role === 'candidate'
        ? call(api.candidate.save, {
            body: { ...values, CandidateID: user.userId, UserLoginID: user.profileId } as z.input<
              S['save']['candidate']
            >,
          })
        : call(api.staff.save, {
            body: { ...values, StaffID: user.userId, UserLoginID: user.profileId } as z.input<S['save']['staff']>,
          }),
  };
}
