import type { RevokeLetterRequest } from '@portal/shared';
import { consoleLettersApi } from '@portal/shared/api/admission-letter';
import { call } from '../../../lib/api';

/** GET /api/console/letters: a letter by its reference number (404 when none). */
export const findLetter = async (ReferenceNo: string) =>
  (await call(consoleLettersApi.find, { query: { ReferenceNo } })).Data;

/** POST /api/console/letters/revoke: the letter, now revoked. */
export const revokeLetter = async (body: RevokeLetterRequest) => (await call(consoleLettersApi.revoke, { body })).Data;
