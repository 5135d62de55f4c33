import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/admissions';

/** Step 11: a verified candidate's application (issue 21 item 3); staff get 403. */
export const applicationApi = {
  get: endpoint<{ response: typeof s.applicationResponseSchema }>('GET', '/api/Application', {
    access: roles('candidate'),
  }),
  offerings: endpoint<{ query: typeof s.offeringsQuerySchema; response: typeof s.offeringsResponseSchema }>(
    'GET',
    '/api/Application/offerings',
    { access: roles('candidate') },
  ),
  submit: endpoint<{ body: typeof s.submitApplicationRequestSchema; response: typeof s.applicationResponseSchema }>(
    'POST',
    '/api/Application/submit',
    { access: roles('candidate') },
  ),
  withdraw: endpoint<{ body: typeof s.withdrawRequestSchema; response: typeof s.applicationResponseSchema }>(
    'POST',
    '/api/Application/withdraw',
    { access: roles('candidate') },
  ),
};

/** A Skill Development Institute's desk (user type 92, issue 21 item 4): applications to its own courses. */
export const instituteDeskApi = {
  me: endpoint<{ response: typeof s.instituteMeResponseSchema }>('GET', '/api/SDI/me', { access: roles('institute') }),
  applications: endpoint<{
    query: typeof s.instituteApplicationsQuerySchema;
    response: typeof s.instituteApplicationsResponseSchema;
  }>('GET', '/api/SDI/applications', { access: roles('institute') }),
  /** The staff who registered with this institute (decision 067). */
  staff: endpoint<{ query: typeof s.instituteStaffQuerySchema; response: typeof s.instituteStaffResponseSchema }>(
    'GET',
    '/api/SDI/staff',
    { access: roles('institute') },
  ),
  applicant: endpoint<{ params: typeof s.applicantParamsSchema; response: typeof s.applicantProfileResponseSchema }>(
    'GET',
    '/api/SDI/applicants/:userId',
    { access: roles('institute') },
  ),
  /** Not JSON: an applicant's document (only an applicant to this institute's courses). */
  applicantFile: endpoint<{ params: typeof s.applicantParamsSchema; query: typeof s.applicantFileQuerySchema }>(
    'GET',
    '/api/SDI/applicants/:userId/file',
    { access: roles('institute') },
  ),
  decide: endpoint<{
    params: typeof s.preferenceParamsSchema;
    body: typeof s.decisionRequestSchema;
    response: typeof s.decisionResponseSchema;
  }>('POST', '/api/SDI/preferences/:id/decision', { access: roles('institute') }),
  /** The one-time link from the SMS: the institute's user sets the password (public, token-checked). */
  setPassword: endpoint<{
    body: typeof s.setInstitutePasswordRequestSchema;
    response: typeof s.setInstitutePasswordResponseSchema;
  }>('POST', '/api/SDI/setPassword', { access: 'public' }),
};

/** Institutes' accounts, created by admins in the console (issue 21 item 4). */
export const consoleInstitutesApi = {
  list: endpoint<{ response: typeof s.instituteAccountsResponseSchema }>('GET', '/api/console/institute-accounts', {
    access: roles('admin'),
  }),
  options: endpoint<{ query: typeof s.instituteOptionsQuerySchema; response: typeof s.instituteOptionsResponseSchema }>(
    'GET',
    '/api/console/institute-accounts/institutes',
    { access: roles('admin') },
  ),
  create: endpoint<{
    body: typeof s.createInstituteAccountRequestSchema;
    response: typeof s.instituteAccountResponseSchema;
  }>('POST', '/api/console/institute-accounts', { access: roles('admin') }),
};

/** Where the browser reads an applicant's document (the institute's desk). */
export const applicantFileUrl = (userId: number, filePath: string) =>
  `${instituteDeskApi.applicantFile.path.replace(':userId', String(userId))}?path=${encodeURIComponent(filePath)}`;
