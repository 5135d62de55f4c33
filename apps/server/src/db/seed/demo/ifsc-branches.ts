import type { Db } from '../../client';
import { ifscBranches } from '../../schema';
import { insertMissing } from '../rows';

/**
 * DEMO branch names for Check IFSC Code (decision 034), seeded with SEED_DEMO and marked is_demo.
 * The codes are real ones the offline `ifsc` package accepts; the branch names are given for the
 * demonstration and are not an authoritative directory: a deployment loads the RBI's list into
 * ifsc_branches or sets IFSC_LOOKUP_URL. A valid code not listed here answers its bank and leaves
 * the branch for the user to type.
 */
export const DEMO_IFSC_BRANCHES = [
  {
    ifsc: 'SBIN0000300',
    bankName: 'State Bank of India',
    branchName: 'Mumbai Main Branch',
    city: 'Mumbai',
    district: 'Mumbai',
  },
  {
    ifsc: 'MAHB0000001',
    bankName: 'Bank of Maharashtra',
    branchName: 'Lokmangal, Shivajinagar',
    city: 'Pune',
    district: 'Pune',
  },
  { ifsc: 'HDFC0000001', bankName: 'HDFC Bank', branchName: 'Sandoz House, Worli', city: 'Mumbai', district: 'Mumbai' },
  {
    ifsc: 'COSB0000001',
    bankName: 'Cosmos Co-operative Bank',
    branchName: 'Head Office',
    city: 'Pune',
    district: 'Pune',
  },
  {
    ifsc: 'SRCB0000001',
    bankName: 'Saraswat Co-operative Bank',
    branchName: 'Head Office',
    city: 'Mumbai',
    district: 'Mumbai',
  },
  {
    ifsc: 'JSBP0000001',
    bankName: 'Janata Sahakari Bank (Pune)',
    branchName: 'Head Office',
    city: 'Pune',
    district: 'Pune',
  },
] as const;

export async function seedIfscBranches(db: Db) {
  await insertMissing(
    db,
    ifscBranches,
    DEMO_IFSC_BRANCHES.map((row) => ({ ...row, state: 'Maharashtra', isDemo: true })),
  );
}
