import { endpoint } from '../../endpoint';
import type { candidateReadQuerySchema, saveResponseSchema, staffReadBodySchema } from '../../schemas/profile/common';
import type {
  trainingOneBodySchema,
  trainingOneQuerySchema,
  trainingOneResponseSchema,
  trainingSchemas,
} from '../../schemas/profile/training';
import { forCandidates, forStaff } from './section';

type T = typeof trainingSchemas;

/** Trainings (API.md "Profile" training row): list, one entry, save (add or update), delete. */
export const trainingApi = {
  candidate: {
    list: endpoint<{ query: typeof candidateReadQuerySchema; response: T['listResponse'] }>(
      'GET',
      '/api/CandidateTraining/GetTrainingList',
      forCandidates,
    ),
    get: endpoint<{ query: typeof trainingOneQuerySchema; response: typeof trainingOneResponseSchema }>(
      'GET',
      '/api/CandidateTraining/GetTraining',
      forCandidates,
    ),
    save: endpoint<{ body: T['save']['candidate']; response: T['saveResponse'] }>(
      'POST',
      '/api/CandidateTraining/SaveTraining',
      forCandidates,
    ),
    remove: endpoint<{ body: T['remove']['candidate']; response: typeof saveResponseSchema }>(
      'DELETE',
      '/api/CandidateTraining/DeleteTraining',
      forCandidates,
    ),
  },
  staff: {
    list: endpoint<{ body: typeof staffReadBodySchema; response: T['listResponse'] }>(
      'POST',
      '/api/StaffTraining/GetTrainingList',
      forStaff,
    ),
    get: endpoint<{ body: typeof trainingOneBodySchema; response: typeof trainingOneResponseSchema }>(
      'POST',
      '/api/StaffTraining/GetTraining',
      forStaff,
    ),
    save: endpoint<{ body: T['save']['staff']; response: T['saveResponse'] }>(
      'POST',
      '/api/StaffTraining/SaveTraining',
      forStaff,
    ),
    remove: endpoint<{ body: T['remove']['staff']; response: typeof saveResponseSchema }>(
      'POST',
      '/api/StaffTraining/DeleteTraining',
      forStaff,
    ),
  },
};
