import { endpoint } from '../../endpoint';
import type { additionalSchemas, languageSchemas } from '../../schemas/profile/additional';
import type { candidateReadQuerySchema, saveResponseSchema, staffReadBodySchema } from '../../schemas/profile/common';
import { forCandidates, forStaff, sectionEndpoints } from './section';

type L = typeof languageSchemas;

const record = sectionEndpoints<typeof additionalSchemas>({
  candidate: { get: '/api/CandidateAdditional/GetAdditional', save: '/api/CandidateAdditional/SaveAdditional' },
  staff: { get: '/api/StaffAdditional/GetAdditional', save: '/api/StaffAdditional/SaveAdditional' },
});

/**
 * Additional details (API.md "Profile" additional row), for both roles: blood group and mother tongue
 * as one record (get, save) and the known languages as a list (languages, saveLanguage, removeLanguage).
 */
export const additionalApi = {
  candidate: {
    ...record.candidate,
    languages: endpoint<{ query: typeof candidateReadQuerySchema; response: L['listResponse'] }>(
      'GET',
      '/api/CandidateAdditional/GetLanguages',
      forCandidates,
    ),
    saveLanguage: endpoint<{ body: L['save']['candidate']; response: L['saveResponse'] }>(
      'POST',
      '/api/CandidateAdditional/SaveLanguage',
      forCandidates,
    ),
    removeLanguage: endpoint<{ body: L['remove']['candidate']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/CandidateAdditional/DeleteLanguage',
      forCandidates,
    ),
  },
  staff: {
    ...record.staff,
    languages: endpoint<{ body: typeof staffReadBodySchema; response: L['listResponse'] }>(
      'POST',
      '/api/StaffAdditional/GetLanguages',
      forStaff,
    ),
    saveLanguage: endpoint<{ body: L['save']['staff']; response: L['saveResponse'] }>(
      'POST',
      '/api/StaffAdditional/SaveLanguage',
      forStaff,
    ),
    removeLanguage: endpoint<{ body: L['remove']['staff']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/StaffAdditional/DeleteLanguage',
      forStaff,
    ),
  },
};
