import type { z } from 'zod';

/**
 * One API endpoint, defined once (docs/decisions/030): its method, its path (Fastify's `:name`
 * parameters) and, as a type, the zod schemas of its params, query, body and response. The server
 * registers the route from it (`apps/server/src/platform/route.ts`, which must be given exactly
 * these schemas) and the web app calls it through one typed client (`apps/web/src/lib/api.ts`).
 *
 * The schemas are named by type only, so a descriptor costs the browser a method and a path: the
 * landing page calls the shell's endpoints without loading zod (23.6 KB gzipped, decision 005).
 */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for answers that are not JSON (CSV, audio, files): the web links to them. */
  response?: z.ZodType;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
};

export const endpoint = <S extends EndpointSchemas>(method: HttpMethod, path: string): Endpoint<S> => ({
  method,
  path,
});

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Part<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType } ? z.input<T> : never;

/** What a caller sends: only the parts the endpoint has (a query whose fields all default may be omitted). */
export type EndpointInput<E extends Endpoint> = ([Part<SchemasOf<E>, 'params'>] extends [never]
  ? unknown
  : { params: Part<SchemasOf<E>, 'params'> }) &
  ([Part<SchemasOf<E>, 'query'>] extends [never]
    ? unknown
    : Partial<Part<SchemasOf<E>, 'query'>> extends Part<SchemasOf<E>, 'query'>
      ? { query?: Part<SchemasOf<E>, 'query'> }
      : { query: Part<SchemasOf<E>, 'query'> }) &
  ([Part<SchemasOf<E>, 'body'>] extends [never] ? unknown : { body: Part<SchemasOf<E>, 'body'> });

/** What the server answers with status 200. */
export type EndpointResponse<E extends Endpoint> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** The path with its `:name` parameters filled in (encoded). */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return params ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))) : path;
}
