import type { z } from 'zod';
import { ErrorBodySchema } from './errors.js';
import { pathUrl, type UrlQuery } from './paths.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The process that answers an endpoint: the gateway itself or the service it proxies to. */
export type EndpointUpstream = 'gateway' | 'catalog' | 'orders' | 'payments' | 'notifications';

/**
 * Who may call an endpoint. `public-or-curator`: anyone, the curator sees more (unapproved work);
 * `checkout`: anyone, and the `shop_checkout` cookie of the checkout that paid proves the buyer;
 * `internal`: services holding the internal token only (the gateway never proxies these).
 */
export type EndpointAccess = 'public' | 'public-or-curator' | 'curator' | 'checkout' | 'internal';

export interface EndpointAnswer {
  readonly description: string;
  /** A JSON body. */
  readonly schema?: z.ZodType;
  /**
   * A body that is not JSON (a file, a CSV): the content types it may carry. Beside a `schema`,
   * the other bodies the same status may carry (an HTML page for a browser that asks for one).
   */
  readonly contentTypes?: readonly string[];
}

/**
 * One HTTP endpoint, declared once: the service registers its route from it
 * (`registerEndpoint` in @shop/platform), the gateway derives its route table and OpenAPI
 * document from it, and the web app builds its URLs and types its answers with it.
 */
export interface Endpoint {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Fastify-style path: `:name` for parameters. SPEC's paths byte for byte. */
  readonly path: string;
  readonly upstream: EndpointUpstream;
  readonly access: EndpointAccess;
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  /** JSON unless `bodyKind` is `multipart`: then its text fields (the file part is `fileField`). */
  readonly body?: z.ZodType;
  readonly bodyKind?: 'json' | 'multipart';
  /** The multipart file field, when it is not `artwork`. */
  readonly fileField?: string;
  /** Every status the service answers, errors included. */
  readonly responses: Readonly<Record<number, EndpointAnswer>>;
  /**
   * A public read whose answer is the same for every public caller and changes only when its
   * service announces a change (shared/public-cache.ts): the gateway answers it from its cache of
   * encoded answers. Callers with a session are never answered from it.
   */
  readonly sharedCache?: true;
}

/** Keeps the literal types (statuses, schemas) so handlers and fetchers are typed by the declaration. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/**
 * Declares the endpoints one upstream answers to one kind of caller: a domain file binds it once
 * per kind (`const curatorEndpoint = endpointOf('orders', 'curator')`), and each declaration
 * starts with its method and path, as a route table reads
 * (`curatorEndpoint('GET', '/api/orders/:id/admin', { operationId, summary, params, responses })`).
 * Keeps the literal types, as defineEndpoint does.
 */
export const endpointOf =
  <const U extends EndpointUpstream, const A extends EndpointAccess>(upstream: U, access: A) =>
  <const M extends HttpMethod, const P extends string, const E extends Omit<Endpoint, EndpointHead>>(
    method: M,
    path: P,
    endpoint: E,
  ): E & { readonly method: M; readonly path: P; readonly upstream: U; readonly access: A } => ({
    ...endpoint,
    method,
    path,
    upstream,
    access,
  });

type EndpointHead = 'method' | 'path' | 'upstream' | 'access';

/** A 304: what an endpoint answers to an If-None-Match naming its ETag (the `sharedCache` reads). */
export const notModified = { description: 'Not modified (If-None-Match matched the ETag)' } as const;

/** A JSON answer: `200: ok('The order', OrderSchema)`. */
export const ok = <const S extends z.ZodType>(description: string, schema: S) => ({ description, schema }) as const;

/** `{error, message}`; some errors add fields of their own (a 409 amount mismatch names the `subtotal`). */
export const ErrorAnswerSchema = ErrorBodySchema.loose();

/** An error answer: `{error, message}` unless a schema of its own is given (typed, so callers read its fields). */
export function errorAnswer(description: string): {
  readonly description: string;
  readonly schema: typeof ErrorAnswerSchema;
};
export function errorAnswer<S extends z.ZodType>(
  description: string,
  schema: S,
): { readonly description: string; readonly schema: S };
export function errorAnswer(description: string, schema?: z.ZodType) {
  return { description, schema: schema ?? ErrorAnswerSchema } as const;
}

/** The statuses any endpoint of this kind may answer besides its own, as the platform and gateway send them. */
export function answersOf(endpoint: Endpoint): Record<number, EndpointAnswer> {
  const answers: Record<number, EndpointAnswer> = { ...endpoint.responses };
  const add = (status: number, description: string) => {
    answers[status] ??= errorAnswer(description);
  };
  if (endpoint.params || endpoint.query || endpoint.body) {
    add(400, 'A parameter, query or body field is not valid (the message names it)');
  }
  if (endpoint.access === 'curator') add(401, 'Not signed in as the curator');
  if (endpoint.access === 'internal') add(401, 'No or a wrong internal token');
  if (endpoint.method !== 'GET' && endpoint.access !== 'internal') {
    add(403, 'Sent from another site: changes are made from the shop itself');
    add(413, 'The body is larger than the gateway accepts');
    add(429, 'Too many changes from this client; the message says how many minutes to wait');
  }
  if (endpoint.upstream !== 'gateway' && endpoint.access !== 'internal') {
    add(503, 'The gateway cannot reach the service that answers it; the message names the service');
  }
  return answers;
}

/**
 * The URL of a declared endpoint, path parameters filled and query appended: for a link or a
 * preload that names it (a call goes through `callEndpoint`, which builds it the same way).
 */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: UrlQuery): string {
  return pathUrl(endpoint.path, params, query);
}

type Answers<E extends Endpoint> = E['responses'];

/** What one declared answer carries: its schema's output, or undefined (no JSON body). */
export type AnswerBodyOf<A> = A extends { schema: infer T extends z.ZodType } ? z.output<T> : undefined;

/** The statuses a declaration names. */
export type StatusOf<E extends Endpoint> = keyof Answers<E> & number;

/** The 2xx statuses a declaration names. */
export type SuccessStatusOf<E extends Endpoint> = {
  [S in StatusOf<E>]: `${S}` extends `2${string}` ? S : never;
}[StatusOf<E>];

/** What a successful call answers: the union of the declaration's 2xx bodies (undefined for none). */
export type AnswerOf<E extends Endpoint> = {
  [S in SuccessStatusOf<E>]: AnswerBodyOf<Answers<E>[S]>;
}[SuccessStatusOf<E>];

/** One answer among the statuses `S`, as `{ status, body }`: narrowing the status types the body. */
export type ReplyOf<E extends Endpoint, S extends StatusOf<E>> = {
  [K in S]: { status: K; body: AnswerBodyOf<Answers<E>[K]> };
}[S];

/** The path parameters a declaration names, as the strings the URL carries. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer P extends z.ZodObject }
  ? { [K in keyof z.input<P>]: string }
  : Record<string, never>;

/** The query a declaration takes, before its schema's defaults and transforms. */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/** The JSON body a declaration takes, before its schema's defaults and transforms. */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
