import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/admission-letter';

/** Step 12, the admission letter (issue 21 item 5, decision 065). */
export const admissionLetterApi = {
  /** The caller's letters, newest first: an empty list until an institute accepts a preference. */
  mine: endpoint<{ response: typeof s.myLettersResponseSchema }>('GET', '/api/AdmissionLetter/mine', {
    access: roles('candidate'),
  }),
  /** The PDF of one of the caller's own letters (another's is 403), as a download. */
  pdf: endpoint<{ query: typeof s.letterPdfQuerySchema }>('GET', '/api/AdmissionLetter/pdf', {
    access: roles('candidate'),
  }),
  /** The public check of the code a letter's QR carries: valid or revoked; a forged or altered code is 404. */
  verify: endpoint<{ params: typeof s.verifyLetterParamsSchema; response: typeof s.verifyLetterResponseSchema }>(
    'GET',
    '/api/VerifyLetter/:code',
    { access: 'public' },
  ),
};

/** The board's officials find a letter by its reference number and revoke it with a reason. */
export const consoleLettersApi = {
  find: endpoint<{ query: typeof s.consoleLetterQuerySchema; response: typeof s.consoleLetterResponseSchema }>(
    'GET',
    '/api/console/letters',
    { access: roles('officer', 'admin') },
  ),
  revoke: endpoint<{ body: typeof s.revokeLetterRequestSchema; response: typeof s.consoleLetterResponseSchema }>(
    'POST',
    '/api/console/letters/revoke',
    { access: roles('officer', 'admin') },
  ),
};
