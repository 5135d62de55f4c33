import {
  profileApi,
  qualificationSaveResponseSchema,
  qualificationSchemas,
  staffReadBodySchema,
  userIdParamsSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import { type ListSectionSpec, saveRow } from '../list';
import * as repo from './repo';

type Entry = z.output<typeof qualificationSchemas.fields>;

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
 * Qualifications for both roles (API.md "Profile": candidate GET by path and POST, staff POST). A save
 * adds an entry without `ID` or replaces the caller's entry with that `ID` (editing never leaves the
 * old row behind), and answers the row id and the certificate path.
 */
export const qualificationSection: ListSectionSpec<typeof qualificationSchemas.fields, 'ID'> = {
  name: 'qualification',
  rowId: 'ID',
  fields: qualificationSchemas.fields,
  documents: (entry) =>
    entry.CertificatePath
      ? [{ field: 'CertificatePath', path: entry.CertificatePath, fileType: 'QualificationCertificate' }]
      : [],
  api: profileApi.qualification,
  schemas: { ...qualificationSchemas, saveResponse: qualificationSaveResponseSchema },
  read: { candidate: { params: userIdParamsSchema }, staff: { body: staffReadBodySchema } },
  deleted: 'qualification.deleted',
  async save(deps, userId, body: Entry & { ID?: number }) {
    await checkQualificationChoice(deps.db, body);
    const updating = typeof body.ID === 'number';
    const rowId = await saveRow(deps, qualificationSection, userId, body);
    return {
      rowId,
      key: updating ? 'qualification.updated' : 'qualification.saved',
      data: { CertificatePath: body.CertificatePath },
    };
  },
};
