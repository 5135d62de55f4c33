import sanitizeHtml from 'sanitize-html';
import { ApiError } from './errors';

/**
 * Notice HTML may hold formatting and links, never scripts, event handlers or styles.
 * Used when notices are written and again when they are served.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeNoticeHtml = (html: string) => sanitizeHtml(html, options);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Text the console saves as plain text (the ticker, the FAQ, the information pages): every tag and
 * what scripts or styles hold dropped, the rest kept as the characters typed (React escapes it when shown).
 */
export const plainText = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/** `plainText` of a required field: 400 naming `field` when nothing is left. */
export function requiredPlainText(text: string, field: string) {
  const plain = plainText(text);
  if (plain === '') throw new ApiError(400, 'content.required', [{ field, message: 'content.required' }]);
  return plain;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text put into HTML the server writes itself (a rendered page's title). */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
