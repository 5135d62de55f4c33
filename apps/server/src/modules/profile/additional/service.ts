import {
  additionalSchemas,
  candidateReadQuerySchema,
  languageSchemas,
  profileApi,
  staffReadBodySchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ApiError, badRequest } from '../../../platform/errors';
import { type ListSection, type ListSectionSpec, listRows, saveRow } from '../list';
import type { OneRecordSection, ProfileDeps } from '../section';
import * as repo from './repo';

/** The known languages: a list under storage name 'language' (the record is 'additional'). */
const LANGUAGES: ListSection<typeof languageSchemas.fields, 'LanguageRowID'> = {
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
async function checkAdditional(db: Db, record: AdditionalRecord, userId: number) {
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
async function saveLanguage(
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

/** Blood group and mother tongue: the one-record part, saved only with at least one language. */
export const additionalSection: OneRecordSection<typeof additionalSchemas.fields, typeof additionalSchemas> = {
  name: 'additional',
  api: profileApi.additional,
  schemas: additionalSchemas,
  savedMessage: 'additional.saved',
  check: checkAdditional,
};

const api = profileApi.additional;

/** The known languages for both roles (API.md "Profile" additional row: list, add, delete, a real delete). */
export const languagesSection: ListSectionSpec<typeof languageSchemas.fields, 'LanguageRowID'> = {
  ...LANGUAGES,
  api: {
    candidate: {
      list: api.candidate.languages,
      save: api.candidate.saveLanguage,
      remove: api.candidate.removeLanguage,
    },
    staff: { list: api.staff.languages, save: api.staff.saveLanguage, remove: api.staff.removeLanguage },
  },
  schemas: languageSchemas,
  read: { candidate: { query: candidateReadQuerySchema }, staff: { body: staffReadBodySchema } },
  deleted: 'additional.languageRemoved',
  save: async (deps, userId, body: Parameters<typeof saveLanguage>[2]) => ({
    rowId: await saveLanguage(deps, userId, body),
    key: 'additional.languageAdded',
  }),
};
