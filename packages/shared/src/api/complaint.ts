import { endpoint } from '../endpoint';
import type { caseDoneResponseSchema, complaintStatusResponseSchema } from '../schemas/cases';
import type * as s from '../schemas/complaint';

/**
 * Complaints against unauthorised institutes (API.md "Public search, complaint, grievance, help").
 * `submit` is multipart (field `complaint` = the form as JSON, repeated `documents` and
 * `documentNames`, and `idempotencyKey`: one per filing attempt, so a retry answers the same number):
 * the web client sends it with `form`.
 */
export const complaintApi = {
  submit: endpoint<{ response: typeof s.complaintSubmitResponseSchema }>('POST', '/api/Complaint/submit', {
    access: 'public',
  }),
  status: endpoint<{ body: typeof s.complaintStatusRequestSchema; response: typeof complaintStatusResponseSchema }>(
    'POST',
    '/api/Complaint/status',
    { access: 'public' },
  ),
  /** Once, within 30 days of the closure or rejection; the same proof as `status`. The case returns to the inbox. */
  appeal: endpoint<{ body: typeof s.complaintAppealRequestSchema; response: typeof caseDoneResponseSchema }>(
    'POST',
    '/api/Complaint/appeal',
    { access: 'public' },
  ),
  /** 1–5, once the case is closed or rejected; the same proof as `status`. */
  rate: endpoint<{ body: typeof s.complaintRateRequestSchema; response: typeof caseDoneResponseSchema }>(
    'POST',
    '/api/Complaint/rate',
    { access: 'public' },
  ),
  underInquiry: endpoint<{ query: typeof s.underInquiryQuerySchema; response: typeof s.underInquiryResponseSchema }>(
    'GET',
    '/api/Complaint/underInquiry',
    { access: 'public' },
  ),
};
