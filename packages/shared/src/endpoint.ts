import type { z } from 'zod';

/**
 * One API endpoint, defined once (docs/decisions/030): its method, its path (Fastify's `:name`
 * parameters) and, as a type, the zod schemas of its params, query, body and response. The server
 * registers the route from it (`apps/server/src/platform/route.ts`, which must be given exactly
 * these schemas) and the web app calls it through one typed client (`apps/web/src/lib/api.ts`).
 *
 * Who may call it is part of the contract too (`access`, decision 056): the server installs the
 * guard from it, so no route chooses its own.
 *
 * The schemas are named by type only, so a descriptor costs the browser a method, a path and its
 * access: the landing page calls the shell's endpoints without loading zod (23.6 KB gzipped, decision 005).
 */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for answers that are not JSON (CSV, audio, files): the web links to them. */
  response?: z.ZodType;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The roles an endpoint may be restricted to: user types by their names in USER_TYPES (constants.ts),
 * which the server maps to ids. Officers and admins are the board's officials (the console, issue 20).
 */
export type Role = 'candidate' | 'staff' | 'institute' | 'officer' | 'admin';

/**
 * Who may call an endpoint (decision 056): anyone (`'public'`; the endpoint may still ask for a
 * captcha, an OTP or a token), any signed-in user (`'signedIn'`), or a signed-in user of one of the
 * roles (`roles('candidate', 'staff')`). Anonymous callers of the last two get 401, other roles 403.
 */
export type Access = 'public' | 'signedIn' | { readonly roles: readonly Role[] };

/** Access for signed-in users of these roles only. */
/* @__NO_SIDE_EFFECTS__ */
export function roles(...names: [Role, ...Role[]]): Access {
  return { roles: names };
}

export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
};

/** A call the bundler may drop when its endpoint is unused (a page imports only the ones it calls). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<S extends EndpointSchemas>(
  method: HttpMethod,
  path: string,
  options: { access: Access },
): Endpoint<S> {
  return { method, path, access: options.access };
}

type Input<T> = z.input<NonNullable<T>>;
/** A query whose fields are all optional (or default) may be left out. */
type Optional<T> = T extends z.ZodType ? (Partial<z.input<T>> extends z.input<T> ? true : false) : false;

/**
 * What a caller of an endpoint with schemas `S` sends: only the parts it has. Mapped over the keys of
 * `S`, so it resolves even where a schema is generic (the profile's one module for every section).
 */
export type EndpointInput<S extends EndpointSchemas> = {
  [K in keyof S as K extends 'params' | 'body'
    ? K
    : K extends 'query'
      ? Optional<S[K]> extends true
        ? never
        : K
      : never]: Input<S[K]>;
} & {
  [K in keyof S as K extends 'query' ? (Optional<S[K]> extends true ? K : never) : never]?: Input<S[K]>;
};

/** What the server answers with status 200. */
export type EndpointResponse<S extends EndpointSchemas> = z.output<NonNullable<S['response']>>;

/** The path with its `:name` parameters filled in (encoded). */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return params ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))) : path;
}
