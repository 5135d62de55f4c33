import { CATEGORY_DOCUMENTS, categorySchemas, profileApi } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import type { DocumentRef } from '../documents';
import type { OneRecordSection } from '../section';
import * as repo from './repo';

type CategoryRecord = z.output<typeof categorySchemas.fields>;

/**
 * The chosen religion, category and disability must exist in the reference lists (Master_Religion,
 * Master_Category, Master_Disability) and the caste must belong to the chosen category (its Group):
 * 400 naming each field otherwise.
 */
export async function checkChoices(db: Db, record: CategoryRecord) {
  const choices = [
    { field: 'ReligionID', kind: 'religion', id: record.ReligionID, message: 'category.religionRequired' },
    { field: 'CategoryID', kind: 'category', id: record.CategoryID, message: 'category.categoryRequired' },
    { field: 'CasteID', kind: 'caste', id: record.CasteID, message: 'category.casteInvalid' },
    { field: 'DisabilityID', kind: 'disability', id: record.DisabilityID, message: 'category.disabilityRequired' },
  ];
  const found = await repo.chosenLookups(db, choices);
  const row = (kind: string, id: number) => found.find((r) => r.kind === kind && r.id === id);
  const errors = choices
    .filter((c) => c.id > 0)
    .filter((c) => {
      const match = row(c.kind, c.id);
      return !match || (c.kind === 'caste' && match.groupId !== record.CategoryID);
    })
    .map((c) => ({ field: c.field, message: c.message }));
  const first = errors[0];
  if (first) throw new ApiError(400, first.message, errors);
}

/** The certificates a record points at, each of its own upload type. */
export const categoryDocuments = (record: CategoryRecord): DocumentRef[] =>
  Object.entries(CATEGORY_DOCUMENTS).map(([field, fileType]) => ({
    field,
    path: record[field as keyof typeof CATEGORY_DOCUMENTS],
    fileType,
  }));

/**
 * The category step (API.md "Profile" category; spec part 2 §3–§5, §9): the shared schema's rules,
 * the choices checked against the reference lists, the certificates checked as the user's own PDFs of
 * the right type and released from disk when replaced or made irrelevant.
 */
export const categorySection: OneRecordSection<typeof categorySchemas.fields, typeof categorySchemas> = {
  name: 'category',
  api: profileApi.category,
  schemas: categorySchemas,
  savedMessage: 'category.saved',
  documents: categoryDocuments,
  check: checkChoices,
};
