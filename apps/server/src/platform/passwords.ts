import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password and security-answer hashing (argon2id, m=19456 KiB, t=2, p=1: OWASP ASVS 11.4.2) and the
 * check against the 10,000 most common passwords (common-passwords.md says where the list is from).
 */
const ARGON2 = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** A hash of nothing anyone can type: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one real verification for an unknown profile ID, so a wrong ID and a wrong
 * password cannot be told apart by timing (docs/decisions/004-no-user-enumeration.md).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(`\u0000unused-${process.pid}`);
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Security answers compare case- and spacing-insensitively: 'Pune ' and 'pune' are the same answer. */
export const normaliseAnswer = (answer: string) => answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
export const hashAnswer = (answer: string) => hashPassword(normaliseAnswer(answer));
export const verifyAnswer = (storedHash: string, answer: string) => verifyPassword(storedHash, normaliseAnswer(answer));

let commonList: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!commonList) {
    const file = path.join(import.meta.dirname, 'common-passwords.txt.gz');
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    commonList = new Set(text.split('\n').filter(Boolean));
  }
  return commonList;
}

const LEET: Record<string, string> = { '@': 'a', $: 's', '0': 'o', '1': 'i', '3': 'e', '5': 's', '!': 'i', '7': 't' };
const unleet = (s: string) => s.replace(/[@$0135!7]/g, (c) => LEET[c] ?? c);

/**
 * True for a password from the list, compared case-insensitively. The portal's rule (an uppercase
 * letter, a digit and a symbol) means no listed password passes as typed, so the usual decorations
 * are taken off too: 'Password@123' (word 'password' + '@123') and 'P@ssw0rd1' ('password1') are
 * refused; the remaining word must be at least 4 characters.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const word = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return [lower, word, unleet(word)].some((candidate) => candidate.length >= 4 && list.has(candidate));
}
