import { type additionalSchemas, languageSchemas } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ApiError, badRequest } from '../../../platform/errors';
import { type ListSection, listRows, saveRow } from '../list';
import type { ProfileDeps } from '../section';
import * as repo from './repo';

/** The known languages: a list under storage name 'language' (the record is 'additional'). */
export const LANGUAGES: ListSection<typeof languageSchemas.fields, 'LanguageRowID'> = {
  name: 'language',
  rowId: 'LanguageRowID',
  fields: languageSchemas.fields,
};

type AdditionalRecord = z.output<typeof additionalSchemas.fields>;

/**
 * Before the record is saved: the blood group and mother tongue must exist in the reference lists
 * (400 naming each field), and the user must have saved at least one language (§5: 'At least one
 * language is required'), so a saved record means a complete step.
 */
export async function checkAdditional(db: Db, record: AdditionalRecord, userId: number) {
  const [blood, tongue] = await Promise.all([
    repo.lookupRows(db, 'bloodGroup', [record.BloodGroupID]),
    repo.lookupRows(db, 'language', [record.MotherTongueID]),
  ]);
  const errors = [
    ...(blood.length === 0 ? [{ field: 'BloodGroupID', message: 'common.invalidInput' }] : []),
    ...(tongue.length === 0 ? [{ field: 'MotherTongueID', message: 'common.invalidInput' }] : []),
  ];
  if (errors.length > 0) throw new ApiError(400, 'common.invalidInput', errors);
  if ((await listRows(db, LANGUAGES, userId)).length === 0) throw new ApiError(400, 'additional.languageRequired');
}

/**
 * Adds a known language (or replaces the user's row with that row id): the language must exist in
 * the reference list and be on the user's list only once. Its name is the list's (English) name, not
 * the client's text. Answers the row id.
 */
export async function saveLanguage(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  userId: number,
  body: z.output<typeof languageSchemas.save.candidate> | z.output<typeof languageSchemas.save.staff>,
): Promise<number> {
  const [language] = await repo.lookupRows(deps.db, 'language', [body.LanguageID]);
  if (!language) throw badRequest('common.invalidInput', 'LanguageID');
  const taken = (await listRows(deps.db, LANGUAGES, userId)).some(
    (row) => row.LanguageID === body.LanguageID && row.LanguageRowID !== body.LanguageRowID,
  );
  if (taken) throw badRequest('additional.languageDuplicate', 'LanguageID');
  return saveRow(deps, LANGUAGES, userId, { ...body, Language: language.nameEn });
}
