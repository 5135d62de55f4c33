import { type Endpoint, type EndpointSchemas, errorResponseSchema } from '@portal/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { accessGuard } from './sessions';

type Parsed<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** The request of a route registered from endpoint schemas `S`: params, query and body as parsed. */
export type RouteRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'query'>;
  Body: Parsed<S, 'body'>;
}>;

/** A handler answers the endpoint's 200 body (checked against its schema), or sends through `reply`. */
type Answer<S extends EndpointSchemas> = S extends { response: infer R extends z.ZodType } ? z.input<R> : undefined;

/** Every failure answers the error envelope (platform/errors.ts). */
const ERRORS = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 429, 502, 503].map((status) => [status, errorResponseSchema]),
);

/**
 * Registers the route of `endpoint` (packages/shared/src/api, docs/decisions/030). `schemas` must be
 * the very schemas the endpoint names by type (the compiler checks), so the method, path, input and
 * answer are written once and the web client's types follow from them. The endpoint's `access` is
 * the route's guard (`accessGuard`) and its OpenAPI `x-access`, which docs/api.md shows.
 */
export function route<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  options: {
    schemas: NoInfer<S>;
    tags: string[];
    preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
    /**
     * Runs after the access guard, before the input is validated: a check whose answer must come before
     * validation errors (the profile's "the id named is your own").
     */
    preValidation?: preValidationAsyncHookHandler;
    config?: FastifyContextConfig;
  },
  handler: (
    request: RouteRequest<S>,
    reply: FastifyReply,
  ) => Answer<S> | FastifyReply | undefined | Promise<Answer<S> | FastifyReply | undefined>,
): void {
  const { params, query, body, response } = options.schemas;
  const guard = accessGuard(endpoint.access);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: options.tags,
      'x-access': endpoint.access,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: response ? { 200: response, ...ERRORS } : ERRORS,
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.config ? { config: options.config } : {}),
    // Fastify types a handler from its own generics; ours are derived from the endpoint above.
    handler: handler as RouteHandlerMethod,
  });
}
