import { type SQL, sql } from 'drizzle-orm';
import type { TestContext } from '../../test/app';

/** Helpers of the search tests: requests, whole results, SQL on the base tables, CSV parsing. */

export type Query = Record<string, string | number | undefined>;

export function url(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function getJson<T>(ctx: TestContext, path: string, query: Query = {}) {
  const res = await ctx.app.inject({ url: url(path, query) });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

/** Every row of a search, page by page (100 a page). */
export async function allPages<R>(ctx: TestContext, path: string, query: Query = {}) {
  const rows: R[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { status, body } = await getJson<{ Data: R[]; Total: number }>(ctx, path, { ...query, page, pageSize: 100 });
    if (status !== 200) throw new Error(`${path} ${JSON.stringify(query)} -> ${status} ${JSON.stringify(body)}`);
    rows.push(...body.Data);
    total = body.Total;
    if (body.Data.length < 100) break;
  }
  return { rows, total };
}

/** Rows of a query on the database directly (the base tables, not the search views). */
/** RFC 4180 parser (quoted cells, doubled quotes, CRLF), independent of the server's writer. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export const sqlJoin = (parts: SQL[]) => (parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``);
