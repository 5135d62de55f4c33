import { endpoint } from '../endpoint';
import type { complaintStatusResponseSchema } from '../schemas/cases';
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
  underInquiry: endpoint<{ query: typeof s.underInquiryQuerySchema; response: typeof s.underInquiryResponseSchema }>(
    'GET',
    '/api/Complaint/underInquiry',
    { access: 'public' },
  ),
};
