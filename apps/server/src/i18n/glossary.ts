import fs from 'node:fs';
import path from 'node:path';

/**
 * Checks of Marathi text against docs/glossary.md: the glossary's "never" terms, OTP/ITI/SMS in
 * Latin script, and Western digits. Terms whose "never" entry says "(that is …)" are a word with
 * another meaning (सूचना is "notice", not "alert"); text alone cannot tell those apart, so review
 * catches them, not this.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

/** "never" terms that are wrong in any context, read from the glossary's table. */
export function neverTerms(): string[] {
  const glossary = fs.readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
  const terms: string[] = [];
  for (const line of glossary.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const never = cells[3];
    if (cells.length < 5 || !never || /that is/.test(never)) continue;
    // "हे क्षेत्र (क्षेत्र is "sector/area")": the note in brackets explains, the term is the part before.
    const listed = never.replace(/\([^)]*\)/g, '');
    for (const term of listed.split(',')) if (/[\u0900-\u097F]/.test(term)) terms.push(term.trim());
  }
  return terms;
}

/**
 * Named in issue 9 but not in the table: "sign in / sign out" throughout (not login/logout in any
 * form), आयटीआय without dots, a wrong word for "highlighted", and first person in options.
 */
const ALSO_NEVER = ['लॉगिन', 'लॉग इन', 'लॉग-इन', 'लॉग आउट', 'आय.टी.आय', 'अधोरेखित', 'विसरलो'];

/**
 * What may stay in Western digits or Latin script inside Marathi text: placeholders, web and
 * e-mail addresses, and identifiers people type or copy (glossary: profile ID examples, phone
 * numbers). Kept to this short list on purpose.
 */
const ALLOWED = [
  /\{\w+\}/g, // ICU placeholders: {seconds}
  /\{\w+, *\w+[,}]/g, // {count, number}, {count, plural, …
  /https?:\/\/[^\s"'<>)]+/g, // URLs
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /(href|src)="[^"]*"/g, // link targets inside notice HTML
  /\bMH\d{4}[CS]\d{6}\b/g, // a profile ID example
  /\+91[\d\s-]{8,14}\d/g, // phone numbers: +91 22 2262 0603
  /\b0\d{2,4}[\s-]\d{6,8}\b/g, // 022-22620603
  /\b1800[\s-]?\d{3}[\s-]?\d{4}\b/g, // toll-free 1800 …
  /\b[A-Z]{4}0[A-Z0-9]{6}\b/g, // an IFSC example: SBIN0000300
  /\b[A-Z]{5}\d{4}[A-Z]\b/g, // a PAN example, or its pattern AAAAA9999A
  /\b[A-Z]{2}\d{16}\b/g, // a UDID number example
  /\b(?:CMP|GRV)-\d{4}-\d{6}\b/g, // a complaint or grievance number example
  /\bMSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6}\b/g, // an admission letter's reference number example
];

const devanagariStart = (term: string) =>
  new RegExp(`(?<![\\u0900-\\u097F])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Other words that begin with a "never" term: फील्ड (field) is not फी (fee). */
const OTHER_WORDS = /(?<![\u0900-\u097F])फील्ड/g;

/** The problems of one Marathi string; empty when it follows the glossary. */
export function marathiProblems(text: string, never = neverTerms()): string[] {
  const problems: string[] = [];
  const words = text.replace(OTHER_WORDS, ' ');
  for (const term of [...never, ...ALSO_NEVER]) {
    // Marathi adds endings to words (मोबाइलवर), so only the start of the word is anchored.
    if (devanagariStart(term).test(words)) problems.push(`"${term}" (glossary: never)`);
  }
  let rest = text;
  for (const pattern of ALLOWED) rest = rest.replace(pattern, ' ');
  const latin = rest.match(/\b(OTP|ITI|SMS)\b/);
  if (latin) problems.push(`"${latin[0]}" in Latin script`);
  const digits = rest.match(/[0-9]+/);
  if (digits) problems.push(`Western digits "${digits[0]}"`);
  return problems;
}

/** Every string of a JSON value, with its path. */
export function* stringsOf(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* stringsOf(v, `${at}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* stringsOf(v, at ? `${at}.${k}` : k);
}

/** The Marathi catalogues of the web app and of @portal/shared, relative path → parsed JSON. */
export function marathiCatalogues(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const base of ['apps/web/src/i18n', 'packages/shared/src/i18n']) {
    for (const ns of fs.readdirSync(path.join(root, base))) {
      const file = path.join(root, base, ns, 'mr.json');
      if (fs.existsSync(file)) out.set(path.join(base, ns, 'mr.json'), JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  }
  return out;
}
