import { type MessageKey, trainingSchemas } from '@portal/shared';
import { deleteRows, type ListSection, listRows, saveRow } from '../list';
import type { ProfileDeps } from '../section';

export const TRAINING: ListSection<typeof trainingSchemas.fields, 'TrainingRowID'> = {
  name: 'training',
  rowId: 'TrainingRowID',
  fields: trainingSchemas.fields,
  documents: (entry) =>
    entry.CertificatePath
      ? [{ field: 'CertificatePath', path: entry.CertificatePath, fileType: 'TrainingCertificate' }]
      : [],
};

/**
 * Saves a training. "No" (`NoTraining: 1`) replaces every entry with the one 'No Training' entry;
 * a real training removes a 'No Training' entry. Answers the row id and the spec's message.
 */
export async function saveTraining(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  userId: number,
  body: Record<string, unknown>,
): Promise<{ rowId: number; key: MessageKey }> {
  if (body.NoTraining === 1) {
    await deleteRows(deps, TRAINING, userId);
    return {
      rowId: await saveRow(deps, TRAINING, userId, { ...body, TrainingRowID: undefined }),
      key: 'training.completed',
    };
  }
  const noTraining = (await listRows(deps.db, TRAINING, userId)).filter((row) => row.NoTraining === 1);
  if (noTraining.length > 0)
    await deleteRows(
      deps,
      TRAINING,
      userId,
      noTraining.map((row) => row.TrainingRowID),
    );
  const updating = typeof body.TrainingRowID === 'number';
  return { rowId: await saveRow(deps, TRAINING, userId, body), key: updating ? 'training.updated' : 'training.saved' };
}
