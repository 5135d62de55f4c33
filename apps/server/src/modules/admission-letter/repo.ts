import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LetterData } from '../../db/admission-letters';
import type { Db } from '../../db/client';
import { admissionLetters } from '../../db/schema';

/** The admission letters' own queries (issue 21 item 5); issuing them is db/admission-letters.ts. */

export type LetterRow = {
  id: number;
  userId: number;
  referenceNo: string;
  code: string;
  data: LetterData;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
};

const columns = {
  id: admissionLetters.id,
  userId: admissionLetters.userId,
  referenceNo: admissionLetters.referenceNo,
  code: admissionLetters.code,
  data: admissionLetters.data,
  issuedAt: admissionLetters.issuedAt,
  revokedAt: admissionLetters.revokedAt,
  revokedReason: admissionLetters.revokedReason,
};

/** A person's letters, newest first (one a year at most: one application per year, one accepted preference). */
export async function lettersOf(db: Db, userId: number): Promise<LetterRow[]> {
  const rows = await db
    .select(columns)
    .from(admissionLetters)
    .where(eq(admissionLetters.userId, userId))
    .orderBy(desc(admissionLetters.issuedAt), desc(admissionLetters.id))
    .limit(20);
  return rows as LetterRow[];
}

export async function letterById(db: Db, id: number): Promise<LetterRow | undefined> {
  const [row] = await db.select(columns).from(admissionLetters).where(eq(admissionLetters.id, id)).limit(1);
  return row as LetterRow | undefined;
}

export async function letterByReference(db: Db, referenceNo: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(admissionLetters)
    .where(eq(admissionLetters.referenceNo, referenceNo))
    .limit(1);
  return row as LetterRow | undefined;
}

/** Revokes a letter not yet revoked; undefined when it already was (or a parallel revoke came first). */
export async function revokeLetter(
  db: Pick<Db, 'update'>,
  id: number,
  reason: string,
  now: Date,
): Promise<LetterRow | undefined> {
  const [row] = await db
    .update(admissionLetters)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(admissionLetters.id, id), isNull(admissionLetters.revokedAt)))
    .returning(columns);
  return row as LetterRow | undefined;
}
