import { endpoint } from '../endpoint';
import type * as cases from '../schemas/cases';
import type * as s from '../schemas/grievance';

/** The help area's grievance form and the grievance status lookup (API.md "Public search, complaint, grievance, help"). */
export const grievanceApi = {
  /**
   * Multipart: `name, email, primaryNumber, grievanceType, subject, description` (grievanceFormSchema)
   * and up to 3 repeated `attachments` files; no body schema, the web sends `form`.
   */
  submit: endpoint<{ response: typeof s.grievanceSubmitResponseSchema }>('POST', '/api/Grievance/submit', {
    access: 'public',
  }),
  /** `{GrievanceNo, MobileNo, OTP}` (OTP from send-otp with purpose `caseStatus`) → status, due date, timeline. */
  status: endpoint<{
    body: typeof s.grievanceStatusRequestSchema;
    response: typeof cases.grievanceStatusResponseSchema;
  }>('POST', '/api/Grievance/status', { access: 'public' }),
  /** Once, within 30 days of the closure or rejection; the same proof as `status`. The case returns to the inbox. */
  appeal: endpoint<{ body: typeof s.grievanceAppealRequestSchema; response: typeof cases.caseDoneResponseSchema }>(
    'POST',
    '/api/Grievance/appeal',
    { access: 'public' },
  ),
  /** 1–5, once the case is closed or rejected; the same proof as `status`. */
  rate: endpoint<{ body: typeof s.grievanceRateRequestSchema; response: typeof cases.caseDoneResponseSchema }>(
    'POST',
    '/api/Grievance/rate',
    { access: 'public' },
  ),
};
