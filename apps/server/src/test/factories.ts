import { createHash, randomBytes } from 'node:crypto';
import { USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

let counter = 0;

/** Inserts a user directly (no registration flow) with overridable fields. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const unique = `${process.pid}${counter}`.slice(-6).padStart(6, '0');
  const [row] = await db
    .insert(users)
    .values({
      profileId: `TMP${randomBytes(5).toString('hex')}`,
      userTypeId: USER_TYPES.candidate,
      firstName: 'Test',
      lastName: `User${counter}`,
      genderCode: 'F',
      dob: '2000-01-01',
      email: `user${unique}.${randomBytes(3).toString('hex')}@example.in`,
      mobile: `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, '0').slice(-9)}`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  const letter = row.userTypeId === USER_TYPES.candidate ? 'C' : 'S';
  const profileId = overrides.profileId ?? `MH2026${letter}${String(row.id).padStart(6, '0')}`;
  await db.update(users).set({ profileId }).where(eq(users.id, row.id));
  return { ...row, profileId };
}

/** A live session for the user; returns the cookie header to send. */
export async function signIn(db: Db, userId: number, cookieName = 'sid') {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: createHash('sha256').update(token).digest('hex'), userId });
  return { cookie: `${cookieName}=${token}` };
}
