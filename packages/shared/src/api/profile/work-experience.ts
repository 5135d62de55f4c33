import { endpoint } from '../../endpoint';
import type { candidateReadQuerySchema, saveResponseSchema } from '../../schemas/profile/common';
import type { staffReadQuerySchema } from '../../schemas/profile/list';
import type { workExperienceListResponse, workExperienceSchemas } from '../../schemas/profile/work-experience';
import { forCandidates, forStaff } from './section';

type W = typeof workExperienceSchemas;

/** Work experience (API.md "Profile" work experience row): list, save (add or update), delete. */
export const workExperienceApi = {
  candidate: {
    list: endpoint<{ query: typeof candidateReadQuerySchema; response: typeof workExperienceListResponse }>(
      'GET',
      '/api/CandidateWorkExperience/GetWorkExperienceList',
      forCandidates,
    ),
    save: endpoint<{ body: W['save']['candidate']; response: W['saveResponse'] }>(
      'POST',
      '/api/CandidateWorkExperience/SaveWorkExperience',
      forCandidates,
    ),
    remove: endpoint<{ body: W['remove']['candidate']; response: typeof saveResponseSchema }>(
      'DELETE',
      '/api/CandidateWorkExperience/DeleteWorkExperience',
      forCandidates,
    ),
  },
  staff: {
    list: endpoint<{ query: typeof staffReadQuerySchema; response: typeof workExperienceListResponse }>(
      'GET',
      '/api/StaffWorkExperience/GetStaffWorkExperienceList',
      forStaff,
    ),
    save: endpoint<{ body: W['save']['staff']; response: W['saveResponse'] }>(
      'POST',
      '/api/StaffWorkExperience/SaveStaffWorkExperience',
      forStaff,
    ),
    remove: endpoint<{ body: W['remove']['staff']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/StaffWorkExperience/DeleteStaffWorkExperience',
      forStaff,
    ),
  },
};
