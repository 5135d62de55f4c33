import fs from 'node:fs';
import { createRequire } from 'node:module';
import { IFSC_PATTERN } from '@portal/shared';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import { branchOf } from './repo';

/**
 * Check IFSC Code (decision 034), offline first: the `ifsc` package (Razorpay's list of every valid
 * code and every bank's name) says whether a code exists and whose it is; the ifsc_branches table
 * names its branch; only a branch neither knows is asked of the external lookup (IFSC_LOOKUP_URL),
 * when one is configured. A code the offline list does not have is still asked there (the list ages).
 */

export type IfscDetails = { IFSC: string; BankName: string; BranchName: string };
export type IfscDeps = {
  db: Db;
  /** Base URL: GET <base><IFSC> answers `{BANK, BRANCH}` (the spec's lookup). */
  lookupUrl?: string;
  fetch?: typeof fetch;
};

const LOOKUP_TIMEOUT_MS = 5000;

type OfflineData = {
  /** Bank code -> its branch codes (numbers for all-digit ones, as the package stores them). */
  codes: Record<string, (number | string)[]>;
  names: Record<string, string>;
  /** Codes of one bank's branch that serve another bank (sub-members): IFSC -> bank code. */
  sublets: Record<string, string>;
  /** The same by code prefix. */
  customSublets: Record<string, string>;
};

let offline: OfflineData | undefined;

/** The package's JSON files, read once on first use (the validator's entry point would load `request`). */
function offlineData(): OfflineData {
  if (!offline) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => JSON.parse(fs.readFileSync(require.resolve(`ifsc/src/${file}`), 'utf8'));
    offline = {
      codes: read('IFSC.json'),
      names: read('banknames.json'),
      sublets: read('sublet.json'),
      customSublets: read('custom-sublets.json'),
    };
  }
  return offline;
}

/** Whether the offline list has the code (the package's own rule: all-digit branch codes compare as numbers). */
export function isKnownIfsc(code: string): boolean {
  if (!IFSC_PATTERN.test(code)) return false;
  const branches = offlineData().codes[code.slice(0, 4)];
  if (!branches) return false;
  const branch = code.slice(5);
  return /^\d+$/.test(branch) ? branches.includes(Number.parseInt(branch, 10)) : branches.includes(branch);
}

/** The bank a known code belongs to: a sub-member's own bank, else the code's first four letters. */
export function offlineBankName(code: string): string {
  const data = offlineData();
  const custom = Object.keys(data.customSublets).find((prefix) => code.startsWith(prefix));
  const bank = data.sublets[code] ?? (custom ? data.customSublets[custom] : undefined) ?? code.slice(0, 4);
  return data.names[bank] ?? '';
}

type External = { found: false } | { found: true; bank: string; branch: string };

async function askExternal(deps: IfscDeps, code: string): Promise<External> {
  if (!deps.lookupUrl) throw new Error('no IFSC lookup configured');
  const base = deps.lookupUrl.endsWith('/') ? deps.lookupUrl : `${deps.lookupUrl}/`;
  const response = await (deps.fetch ?? fetch)(new URL(encodeURIComponent(code), base), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  if (response.status === 404) return { found: false };
  if (!response.ok) throw new Error(`IFSC lookup answered ${response.status}`);
  const body = (await response.json()) as { BANK?: unknown; BRANCH?: unknown };
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 150) : '');
  return { found: true, bank: text(body.BANK), branch: text(body.BRANCH) };
}

/**
 * The bank and branch of a well-formed code, or null when no source knows it ('Invalid IFSC code. No
 * bank details found.'). The branch is '' when only the bank is known: the user types it. Throws 502
 * ('Failed to verify IFSC code …') when the offline data does not know the code and the external
 * lookup could not be asked.
 */
export async function lookupIfsc(deps: IfscDeps, code: string): Promise<IfscDetails | null> {
  const known = isKnownIfsc(code);
  const row = await branchOf(deps.db, code);
  if (row) return { IFSC: code, BankName: row.bankName, BranchName: row.branchName };
  const bankName = known ? offlineBankName(code) : '';
  if (!deps.lookupUrl) return known ? { IFSC: code, BankName: bankName, BranchName: '' } : null;
  try {
    const external = await askExternal(deps, code);
    if (!external.found) return known ? { IFSC: code, BankName: bankName, BranchName: '' } : null;
    const name = bankName || external.bank;
    return name ? { IFSC: code, BankName: name, BranchName: external.branch } : null;
  } catch {
    if (known) return { IFSC: code, BankName: bankName, BranchName: '' };
    throw new ApiError(502, 'bank.ifscVerifyFailed', [{ field: 'IFSCCode', message: 'bank.ifscVerifyFailed' }]);
  }
}
