import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ifscBranches } from '../../../db/schema';

/** The directory's branch of an IFSC code, if it has one (decision 034). */
export async function branchOf(db: Db, ifsc: string) {
  const [row] = await db
    .select({ bankName: ifscBranches.bankName, branchName: ifscBranches.branchName })
    .from(ifscBranches)
    .where(eq(ifscBranches.ifsc, ifsc));
  return row;
}
