import type { Endpoint } from '@shop/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminOnly } from './admin-only.js';

type Responses<E extends Endpoint> = E['responses'];
type SuccessStatus<S> = S extends number ? (`${S}` extends `2${string}` ? S : never) : never;

/** The JSON answers Fastify serializes: the 2xx ones; errors are written by the platform's handler. */
export type EndpointResponseSchemas<E extends Endpoint> = {
  [
    S in keyof Responses<E> as Responses<E>[S] extends { schema: z.ZodType } ? SuccessStatus<S> : never
  ]: Responses<E>[S] extends {
    schema: infer T;
  }
    ? T
    : never;
};

export interface EndpointSchema<E extends Endpoint, Preserialized extends boolean = false> {
  params: E extends { params: infer P extends z.ZodType } ? P : undefined;
  querystring: E extends { query: infer Q extends z.ZodType } ? Q : undefined;
  // A multipart body is read with request.parts(), not validated as JSON.
  body: E extends { bodyKind: 'multipart' } ? undefined : E extends { body: infer B extends z.ZodType } ? B : undefined;
  response: Preserialized extends true ? undefined : EndpointResponseSchemas<E>;
}

/** A handler typed by the declaration: request.params/query/body and the 2xx answers it may return. */
export type EndpointHandler<E extends Endpoint, Preserialized extends boolean = false> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E, Preserialized>,
  ZodTypeProvider
>;

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface EndpointRouteOptions<Preserialized extends boolean = boolean> {
  onRequest?: onRequestHookHandler;
  preHandler?: RouteShorthandOptions['preHandler'];
  config?: RouteShorthandOptions['config'];
  exposeHeadRoute?: boolean;
  /**
   * The handler sends bytes it serialized itself (a cached JSON list): the declared 2xx schema
   * documents the answer but is not run again on every request.
   */
  preserialized?: Preserialized;
}

function fastifySchemaOf(endpoint: Endpoint, preserialized: boolean) {
  const response: Record<number, z.ZodType> = {};
  if (!preserialized) {
    for (const [status, answer] of Object.entries(endpoint.responses)) {
      if (answer.schema && status.startsWith('2')) response[Number(status)] = answer.schema;
    }
  }
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.bodyKind !== 'multipart' ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

/**
 * Registers the route a contract declares: its method and path, its params, query,
 * body and 2xx answers as the route schema, and for a curator endpoint the session check, run on
 * request so a signed-out caller gets 401 before any body is read or validated.
 */
export function registerEndpoint<const E extends Endpoint, Preserialized extends boolean = false>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E, Preserialized>,
  options: EndpointRouteOptions<Preserialized> = {},
): void {
  const { preserialized = false, onRequest, ...rest } = options;
  const checks = [...(endpoint.access === 'curator' ? [adminOnly] : []), ...(onRequest ? [onRequest] : [])];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: fastifySchemaOf(endpoint, preserialized),
    ...rest,
    ...(checks.length ? { onRequest: checks } : {}),
    // The schema above is built from the same declaration the handler's type comes from.
    handler: handler as RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      ReturnType<typeof fastifySchemaOf>,
      ZodTypeProvider
    >,
  });
}
