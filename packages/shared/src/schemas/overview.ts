import { z } from 'zod';
import { CASE_STATUSES } from '../values/cases';
import { langQuery, successEnvelope } from './common';

/**
 * The console's overview (issue 20 item 5): counts behind its charts, for the caller's region (an
 * officer of a region) or every region (admins, officers of all regions). Dates are India's.
 */

/** Days of the registrations chart, ending today in India. */
export const OVERVIEW_DAYS = 30;

/**
 * A profile's state by the wizard sections saved (the same rule as the dashboard's percentages,
 * modules/profile/progress.ts: a saved section is complete): none yet, some, or every one.
 */
export const PROFILE_STATUSES = ['notStarted', 'inProgress', 'complete'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const overviewQuerySchema = z.object({ lang: langQuery });

const count = z.number().int().min(0);

export const overviewResponseSchema = successEnvelope(
  z.object({
    /** The region counted (regions.id), or null for every region. */
    regionId: z.number().int().nullable(),
    /** One entry per day, oldest first: accounts registered that day (India's date, YYYY-MM-DD). */
    registrations: z.array(z.object({ date: z.string(), count })).max(OVERVIEW_DAYS),
    /** Every profile status, in PROFILE_STATUSES order. */
    profiles: z.array(z.object({ status: z.enum(PROFILE_STATUSES), count })).max(PROFILE_STATUSES.length),
    /** Every case status, in CASE_STATUSES order. */
    casesByStatus: z.array(z.object({ status: z.enum(CASE_STATUSES), count })).max(CASE_STATUSES.length),
    /** Districts with cases, most first; `districtId` null for cases without one (grievances). */
    casesByDistrict: z
      .array(z.object({ districtId: z.number().int().nullable(), district: z.string().nullable(), count }))
      .max(100),
    /** Cases decided (closed or rejected), and those decided on or before their due day. */
    decided: z.object({ total: count, withinDeadline: count }),
    /** Median of India's calendar days from filing to decision; null before any decision. */
    medianDaysToClose: z.number().nullable(),
  }),
);
export type Overview = z.infer<typeof overviewResponseSchema>['Data'];
