import { endpoint } from '../../endpoint';
import type { saveResponseSchema, staffReadBodySchema } from '../../schemas/profile/common';
import type { userIdParamsSchema } from '../../schemas/profile/list';
import type { qualificationSaveResponseSchema, qualificationSchemas } from '../../schemas/profile/qualification';
import { forCandidates, forStaff } from './section';

type Q = typeof qualificationSchemas;
type Saved = typeof qualificationSaveResponseSchema;

/** Qualifications (API.md "Profile" qualification row): list, save (add or replace by `ID`), delete. */
export const qualificationApi = {
  candidate: {
    list: endpoint<{ params: typeof userIdParamsSchema; response: Q['listResponse'] }>(
      'GET',
      '/api/CandidateQualification/get/:userId',
      forCandidates,
    ),
    save: endpoint<{ body: Q['save']['candidate']; response: Saved }>(
      'POST',
      '/api/CandidateQualification/save',
      forCandidates,
    ),
    remove: endpoint<{ body: Q['remove']['candidate']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/CandidateQualification/delete',
      forCandidates,
    ),
  },
  staff: {
    list: endpoint<{ body: typeof staffReadBodySchema; response: Q['listResponse'] }>(
      'POST',
      '/api/StaffQualification/GetStaffQualification',
      forStaff,
    ),
    save: endpoint<{ body: Q['save']['staff']; response: Saved }>(
      'POST',
      '/api/StaffQualification/SaveStaffQualification',
      forStaff,
    ),
    remove: endpoint<{ body: Q['remove']['staff']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/StaffQualification/DeleteStaffQualification',
      forStaff,
    ),
  },
};
