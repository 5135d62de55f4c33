import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { applications, profileVerifications } from './schema';

/**
 * Queries on steps 10–12 that more than one module makes (decision 046): the profile locks its steps
 * while a submission is with an officer or verified, the application needs a verified profile.
 */

export type VerificationStatus = 'submitted' | 'returned' | 'verified';

/** The person's verification status; null before their first submission. */
export async function verificationStatus(db: Db, userId: number): Promise<VerificationStatus | null> {
  const [row] = await db
    .select({ status: profileVerifications.status })
    .from(profileVerifications)
    .where(eq(profileVerifications.userId, userId))
    .limit(1);
  return (row?.status as VerificationStatus | undefined) ?? null;
}

/** The person's application of an academic year: its status, or null when there is none. */
export async function applicationStatus(db: Db, userId: number, year: string): Promise<string | null> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.academicYear, year)))
    .limit(1);
  return row?.status ?? null;
}
