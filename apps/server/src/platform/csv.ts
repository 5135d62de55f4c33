import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV as Excel opens it: UTF-8 with a byte-order mark (else Excel shows Marathi as mojibake),
 * RFC 4180 quoting and CRLF line ends.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell. Text starting with = + - @ (or a tab / carriage return) is prefixed with ' so that a
 * spreadsheet shows it instead of running it as a formula (OWASP "CSV injection").
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Answers a CSV download streamed from `chunks` (so memory stays flat at any size). */
export function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>, cacheControl: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', cacheControl)
    .send(Readable.from(chunks));
}
