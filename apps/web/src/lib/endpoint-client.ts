import type { AnswerOf, BodyOf, Endpoint, HttpMethod, ParamsOf, UrlQuery } from '@shop/contracts';
import { pathUrl } from '@shop/contracts/paths';
import { apiRequest } from './api-client';

export type { AnswerOf, BodyOf, ParamsOf } from '@shop/contracts';

// No value is imported from '@shop/contracts' itself: the first bundle calls callHead from this
// module, and the contracts' index would bring zod into it (bench/web/home-js-size.mjs).

/** The URL of a declared endpoint: no path is written in a feature. */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: UrlQuery): string {
  return pathUrl(endpoint.path, params, query);
}

export interface CallOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: UrlQuery;
  body?: BodyOf<E>;
  /** The parts of a `bodyKind: 'multipart'` endpoint: its fields and its `fileField` files. */
  form?: E extends { bodyKind: 'multipart' } ? FormData : never;
}

/**
 * Calls a declared endpoint through apiRequest (cookies, ApiError, deduped payments) and parses
 * the answer with the schema the declaration gives its status, so the result is typed by it.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<AnswerOf<E>> {
  const url = endpointUrl(endpoint, options.params, options.query);
  const response = await apiRequest(endpoint.method, url, options.form ?? options.body);
  const answer = endpoint.responses[response.status];
  if (!answer)
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.status}, which its contract does not declare`,
    );
  if (!answer.schema) return undefined as AnswerOf<E>;
  return answer.schema.parse(await response.json()) as AnswerOf<E>;
}

/** A declaration's method and path without its schemas: an entry of ENDPOINT_HEADS (`@shop/contracts/paths`). */
export interface EndpointHead {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The `:name`s of a path: `'/api/artworks/by-short-id/:shortId'` → `'shortId'`. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface HeadCallOptions<H extends EndpointHead> {
  params?: Readonly<Record<PathParamNames<H['path']>, string>>;
  query?: UrlQuery;
}

/**
 * callEndpoint for the first bundle, which must not load zod: the method and path come
 * from the declaration's head, and `parse` checks the JSON answer (lib/guards: Ajv validators
 * compiled from the same contract at build time) and throws when it does not match.
 */
export async function callHead<H extends EndpointHead, T>(
  head: H,
  parse: (value: unknown) => T,
  options: HeadCallOptions<H> = {},
): Promise<T> {
  const response = await apiRequest(head.method, pathUrl(head.path, options.params, options.query));
  return parse(await response.json());
}
