import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/verification';

/** Step 10, the person's half (issue 21 item 1, decision 063): candidates and staff, their own profile. */
export const verificationApi = {
  status: endpoint<{ response: typeof s.verificationStatusResponseSchema }>('GET', '/api/Profile/verificationStatus', {
    access: roles('candidate', 'staff'),
  }),
  submit: endpoint<{
    body: typeof s.submitVerificationRequestSchema;
    response: typeof s.verificationSaveResponseSchema;
  }>('POST', '/api/Profile/submitForVerification', { access: roles('candidate', 'staff') }),
  requestChange: endpoint<{ body: typeof s.changeRequestSchema; response: typeof s.verificationSaveResponseSchema }>(
    'POST',
    '/api/Profile/requestChange',
    { access: roles('candidate', 'staff') },
  ),
};

/** Step 10, the officer's half (issue 21 item 2): officers and admins, by region. */
export const consoleVerificationApi = {
  queue: endpoint<{ query: typeof s.verificationQueueQuerySchema; response: typeof s.verificationQueueResponseSchema }>(
    'GET',
    '/api/console/verifications',
    { access: roles('officer', 'admin') },
  ),
  changeRequests: endpoint<{
    query: typeof s.verificationQueueQuerySchema;
    response: typeof s.verificationQueueResponseSchema;
  }>('GET', '/api/console/verifications/change-requests', { access: roles('officer', 'admin') }),
  review: endpoint<{
    params: typeof s.verificationUserParamsSchema;
    response: typeof s.verificationReviewResponseSchema;
  }>('GET', '/api/console/verifications/:userId', { access: roles('officer', 'admin') }),
  /** A document of the profile, served through the storage interface (inline, its own type). */
  document: endpoint<{ params: typeof s.verificationDocumentParamsSchema }>(
    'GET',
    '/api/console/verifications/:userId/documents/:file',
    { access: roles('officer', 'admin') },
  ),
  decide: endpoint<{
    params: typeof s.verificationUserParamsSchema;
    body: typeof s.verificationDecisionRequestSchema;
    response: typeof s.verificationSaveResponseSchema;
  }>('POST', '/api/console/verifications/:userId/decision', { access: roles('officer', 'admin') }),
  changeDecision: endpoint<{
    params: typeof s.verificationUserParamsSchema;
    body: typeof s.changeDecisionRequestSchema;
    response: typeof s.verificationSaveResponseSchema;
  }>('POST', '/api/console/verifications/:userId/change-request', { access: roles('officer', 'admin') }),
};
