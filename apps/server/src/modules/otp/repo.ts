import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** How many profiles already use this mobile number (the registration form's cap). */
export async function profilesOnMobile(db: Db, mobile: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return rows.length;
}
