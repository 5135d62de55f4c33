import type { primarySchemas } from '../../schemas/profile/primary';
import { sectionEndpoints } from './section';

/** Primary information (API.md "Profile" primary row): the account's own fields, both roles. */
export const primaryApi = sectionEndpoints<typeof primarySchemas>({
  candidate: {
    get: '/api/CandidatePrimary/GetCandidatePrimary',
    save: '/api/CandidatePrimary/SaveCandidatePrimary',
  },
  staff: { get: '/api/StaffPrimary/GetStaffPrimary', save: '/api/StaffPrimary/UpdateStaffPrimary' },
});
