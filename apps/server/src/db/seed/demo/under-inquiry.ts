import type { Db } from '../../client';

/** Filled by issue 11. */
export async function seedUnderInquiry(_db: Db) {}
