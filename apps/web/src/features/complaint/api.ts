import type {
  complaintAppealRequestSchema,
  complaintRateRequestSchema,
  complaintStatusRequestSchema,
  Lang,
} from '@portal/shared';
import { complaintApi } from '@portal/shared/api/complaint';
import type { z } from 'zod';
import { call } from '../../lib/api';

/**
 * The complaint pages' server calls, the only file of the feature that imports the API client
 * (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */

/** The submit carries the documents: it is given two minutes. */
const SUBMIT_TIMEOUT_MS = 120_000;

/** POST /api/Complaint (multipart, with the documents): answers the new complaint number. */
export async function submitComplaint(form: FormData): Promise<string> {
  return (await call(complaintApi.submit, { form, timeoutMs: SUBMIT_TIMEOUT_MS })).Data.ComplaintNo;
}

/** The status of a complaint, its number under `number` as the case status lookup reads it. */
export async function lookUpComplaint(body: z.input<typeof complaintStatusRequestSchema>) {
  const {
    Data: { ComplaintNo, ...found },
  } = await call(complaintApi.status, { body });
  return { number: ComplaintNo, ...found };
}

/** The complainant's one appeal after the decision, with the status check's proof. */
export const appealComplaint = (body: z.input<typeof complaintAppealRequestSchema>) =>
  call(complaintApi.appeal, { body });

/** The complainant's rating (1–5) of a decided complaint. */
export const rateComplaint = (body: z.input<typeof complaintRateRequestSchema>) => call(complaintApi.rate, { body });

/** The institutes under inquiry, in a language. */
export const getUnderInquiry = (lang: Lang, signal?: AbortSignal) =>
  call(complaintApi.underInquiry, { query: { lang }, signal });
