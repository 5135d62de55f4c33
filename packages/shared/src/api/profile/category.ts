import type { categorySchemas } from '../../schemas/profile/category';
import { sectionEndpoints } from './section';

export const categoryApi = sectionEndpoints<typeof categorySchemas>({
  candidate: {
    get: '/api/CandidateCategory/GetCandidateCategory',
    save: '/api/CandidateCategory/SaveCandidateCategory',
  },
  staff: { get: '/api/StaffCategory/GetStaffCategory', save: '/api/StaffCategory/SaveStaffCategory' },
});
