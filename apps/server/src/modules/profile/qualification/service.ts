import { type MessageKey, qualificationSchemas } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import { type ListSection, saveRow } from '../list';
import type { ProfileDeps } from '../section';
import * as repo from './repo';

type Entry = z.output<typeof qualificationSchemas.fields>;

export const QUALIFICATION: ListSection<typeof qualificationSchemas.fields, 'ID'> = {
  name: 'qualification',
  rowId: 'ID',
  fields: qualificationSchemas.fields,
  documents: (entry) =>
    entry.CertificatePath
      ? [{ field: 'CertificatePath', path: entry.CertificatePath, fileType: 'QualificationCertificate' }]
      : [],
};

/**
 * The chosen qualification type (group S) or highest standard (group B) must be one of that group in
 * the reference list (GET /Base/GetMasterQualification): 400 naming the field otherwise.
 */
export async function checkQualificationChoice(db: Db, entry: Entry) {
  const [field, id] =
    entry.QualificationGroup === 'S'
      ? (['QualificationType', entry.QualificationType] as const)
      : (['HighestStandard', entry.HighestStandard] as const);
  if ((await repo.qualificationGroupOf(db, id)) !== entry.QualificationGroup) {
    throw new ApiError(400, 'common.invalidInput', [{ field, message: 'common.invalidInput' }]);
  }
}

/**
 * Saves a qualification: a new entry without `ID`, or the caller's entry with that `ID` replaced
 * (editing never leaves the old row behind). Answers the row id, the certificate path and the message.
 */
export async function saveQualification(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  userId: number,
  body: Entry & { ID?: number },
): Promise<{ rowId: number; certificatePath: string; key: MessageKey }> {
  await checkQualificationChoice(deps.db, body);
  const updating = typeof body.ID === 'number';
  const rowId = await saveRow(deps, QUALIFICATION, userId, body);
  return {
    rowId,
    certificatePath: body.CertificatePath,
    key: updating ? 'qualification.updated' : 'qualification.saved',
  };
}
