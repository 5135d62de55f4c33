import {
  candidateReadQuerySchema,
  profileApi,
  staffReadBodySchema,
  trainingOneBodySchema,
  trainingOneQuerySchema,
  trainingOneResponseSchema,
  trainingSchemas,
} from '@portal/shared';
import { type ListSectionSpec, saveWithNoAnswer } from '../list';

const TRAINING_MESSAGES = { no: 'training.completed', added: 'training.saved', updated: 'training.updated' } as const;

/**
 * Trainings for both roles (API.md "Profile": candidate GET/DELETE, staff POST), with one entry by row
 * id. A save of "No" (`NoTraining: 1`) replaces every entry with the one 'No Training' entry; a real
 * training removes a 'No Training' entry.
 */
export const trainingSection: ListSectionSpec<typeof trainingSchemas.fields, 'TrainingRowID'> = {
  name: 'training',
  rowId: 'TrainingRowID',
  fields: trainingSchemas.fields,
  documents: (entry) =>
    entry.CertificatePath
      ? [{ field: 'CertificatePath', path: entry.CertificatePath, fileType: 'TrainingCertificate' }]
      : [],
  api: profileApi.training,
  schemas: trainingSchemas,
  read: { candidate: { query: candidateReadQuerySchema }, staff: { body: staffReadBodySchema } },
  one: {
    read: { candidate: { query: trainingOneQuerySchema }, staff: { body: trainingOneBodySchema } },
    response: trainingOneResponseSchema,
  },
  deleted: 'training.deleted',
  async save(deps, userId, body) {
    const { rowId, answer } = await saveWithNoAnswer(deps, trainingSection, userId, body, 'NoTraining');
    return { rowId, key: TRAINING_MESSAGES[answer] };
  },
};
