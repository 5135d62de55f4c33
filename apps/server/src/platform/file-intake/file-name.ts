/**
 * The names people gave their files: kept to show them back (a profile document, a grievance
 * attachment) and to name a download, never to find or store the file (that is the storage key).
 */

/** Characters that are not printable text: controls, bidi overrides and other format marks, lone surrogates. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * The file's own name without a folder part or unprintable characters, white space as single spaces, at most `max`
 * characters (a longer one keeps its start and its extension: `very long na….pdf`); '' when none is left.
 */
export function cleanFileName(filename: string, max: number): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // line breaks and tabs part words: a space, not nothing
    .replace(/\s+/g, ' ')
    .replace(UNPRINTABLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(base);
  if (chars.length <= max) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? Array.from(base.slice(dot)) : [];
  return `${chars
    .slice(0, max - ext.length - 1)
    .join('')
    .trimEnd()}…${ext.join('')}`;
}

/**
 * A Content-Disposition header naming the file (RFC 6266): `filename*` carries the name itself
 * (UTF-8, percent-encoded), `filename` an ASCII stand-in for old clients with anything that could
 * break out of the quotes (quotes, backslashes, non-ASCII) replaced by `_`. Give it a cleaned name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
