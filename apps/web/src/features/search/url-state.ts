import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type QueryValues = Record<string, string | number | null | undefined>;

/**
 * The search screens keep their filters, page and sort in the URL, so a search can be shared,
 * survives a reload, and Back returns to the previous one. Each parameter is checked with the API's
 * own schema; an invalid or unknown one is left out rather than sent.
 */
export function readQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): Partial<z.output<S>> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '' || key === 'lang') continue;
    const parsed = (field as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as Partial<z.output<S>>;
}

/** URL parameters of the non-empty values, in the order given. */
export function toSearchParams(values: QueryValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The screen's query from the URL, and a way to go to another one (a new history entry). */
export function useUrlQuery<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the query
  const query = useMemo(() => readQuery(schema, params), [schema, key]);
  const go = (values: QueryValues) => setParams(toSearchParams(values));
  return { query, go, key };
}
