import type {
  grievanceAppealRequestSchema,
  grievanceRateRequestSchema,
  grievanceStatusRequestSchema,
} from '@portal/shared';
import { grievanceApi } from '@portal/shared/api/grievance';
import type { z } from 'zod';
import { call } from '../../lib/api';

/**
 * The grievance form's and status page's server calls, the only file of the feature that imports
 * the API client (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */

/** POST the grievance (multipart, with its attachments): answers the new grievance number. */
export async function submitGrievance(form: FormData): Promise<string> {
  return (await call(grievanceApi.submit, { form })).Data.GrievanceNo;
}

/** The status of a grievance, its number under `number` as the case status lookup reads it. */
/** The filer's one appeal after the decision, with the status check's proof (a new code). */
export const appealGrievance = (body: z.input<typeof grievanceAppealRequestSchema>) =>
  call(grievanceApi.appeal, { body });

/** The filer's rating (1–5) of a decided grievance. */
export const rateGrievance = (body: z.input<typeof grievanceRateRequestSchema>) => call(grievanceApi.rate, { body });

export async function lookUpGrievance(body: z.input<typeof grievanceStatusRequestSchema>) {
  const {
    Data: { GrievanceNo, ...found },
  } = await call(grievanceApi.status, { body });
  return { number: GrievanceNo, ...found };
}
