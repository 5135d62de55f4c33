import type { parentSchemas } from '../../schemas/profile/parent';
import { sectionEndpoints } from './section';

export const parentApi = sectionEndpoints<typeof parentSchemas>({
  candidate: { get: '/api/CandidateParent/GetCandidateParent', save: '/api/CandidateParent/SaveCandidateParent' },
  staff: { get: '/api/StaffParent/GetStaffParent', save: '/api/StaffParent/SaveStaffParent' },
});
