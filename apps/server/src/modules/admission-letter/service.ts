import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { letterIdOf } from '../../platform/letter-code';
import { verifyPath } from './letter-view';
import * as repo from './repo';

/**
 * Step 12 (issue 21 item 5, decision 065): a candidate's letters and their PDF, the public check of a
 * letter's code, an official's revocation. Letters are issued by the institute's accept
 * (db/admission-letters.ts).
 */

/** The absolute address a letter's QR code opens. */
export const verifyUrl = (config: Pick<Config, 'publicOrigin'>, code: string) =>
  `${config.publicOrigin}${verifyPath(code)}`;

/**
 * The letter a public code names, or undefined: a code this server did not sign (forged, altered, of
 * another server) is refused before the database is asked, and a signed code must also be the one
 * stored (a letter whose row is gone, or a key since changed, is refused alike).
 */
export async function letterOfCode(db: Db, code: string, key: Buffer) {
  const id = letterIdOf(code, key);
  if (id === null) return undefined;
  const row = await repo.letterById(db, id);
  return row && row.code === code.toUpperCase() ? row : undefined;
}

/** The PDF of one of `userId`'s letters: undefined when there is no such letter, 'forbidden' when it is another's. */
export async function letterPdf(db: Db, config: Pick<Config, 'publicOrigin'>, userId: number, letterId: number) {
  const row = await repo.letterById(db, letterId);
  if (!row) return undefined;
  if (row.userId !== userId) return 'forbidden' as const;
  // pdfmake and the fonts load on the first letter made, not at every start
  const { renderLetterPdf } = await import('./letter-pdf');
  const content = await renderLetterPdf({
    data: row.data,
    referenceNo: row.referenceNo,
    issuedAt: row.issuedAt,
    verifyUrl: verifyUrl(config, row.code),
    revoked: row.revokedAt !== null,
  });
  return { content, fileName: `admission-letter-${row.referenceNo.replaceAll('/', '-')}.pdf` };
}
