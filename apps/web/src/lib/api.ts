import type { ErrorResponse } from '@portal/shared';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointSchemas,
  endpointPath,
} from '@portal/shared/endpoint';
import i18n from '../i18n';

/** An API failure carrying the server's message key (translated by the caller) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly fields: { field: string; key: string; message: string }[] = [],
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** How a request reaches the server: the browser's fetch, or on the server the app itself (app/ssr.tsx). */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export function setTransport(send: typeof transport) {
  transport = send;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Where a non-JSON endpoint (a CSV, say) is read: for a link. */
export const endpointHref = <E extends Endpoint>(endpoint: E, query?: Query): string => withQuery(endpoint.path, query);

/**
 * The one way the web app calls the server (docs/decisions/030): an endpoint of
 * `@portal/shared/api` and its typed input; JSON, same-origin cookies, the CSRF header on every
 * request, errors as ApiError in the user's language. `form` sends multipart (uploads).
 */
export async function call<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  input: EndpointInput<S> & {
    form?: FormData;
    signal?: AbortSignal;
    timeoutMs?: number;
    /** Extra request headers (e.g. a meeting's `x-meeting-token`). */
    headers?: Record<string, string>;
  },
): Promise<EndpointResponse<S>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Query; body?: unknown };
  const headers: Record<string, string> = {
    ...input.headers,
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': i18n.language === 'mr' ? 'mr' : 'en',
  };
  let payload: BodyInit | undefined;
  if (input.form) payload = input.form;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const signal = input.timeoutMs
    ? AbortSignal.any([AbortSignal.timeout(input.timeoutMs), ...(input.signal ? [input.signal] : [])])
    : input.signal;
  let response: Response;
  try {
    response = await transport(withQuery(endpointPath(endpoint.path, params), query), {
      method: endpoint.method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch {
    if (signal?.aborted && !input.signal?.aborted)
      throw new ApiError(0, 'common.timeout', i18n.t('msg:common.timeout'));
    throw new ApiError(0, 'common.network', i18n.t('msg:common.network'));
  }
  const type = response.headers.get('content-type') ?? '';
  const data: unknown = type.includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorResponse>;
    throw new ApiError(
      response.status,
      err.MessageKey ?? 'common.serverError',
      err.Message ?? i18n.t('msg:common.serverError'),
      err.errors ?? [],
    );
  }
  // The one place an answer gets its type: the server serialises every 200 through the endpoint's
  // response schema (fastify-type-provider-zod), so the body is what EndpointResponse<S> says.
  return data as EndpointResponse<S>;
}
