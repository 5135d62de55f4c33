import type { addressSchemas } from '../../schemas/profile/address';
import { sectionEndpoints } from './section';

export const addressApi = sectionEndpoints<typeof addressSchemas>({
  candidate: { get: '/api/CandidateAddress/GetCandidateAddress', save: '/api/CandidateAddress/SaveCandidateAddress' },
  staff: { get: '/api/StaffAddress/GetStaffAddress', save: '/api/StaffAddress/SaveStaffAddress' },
});
