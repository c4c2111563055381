import { endpointPath, type Endpoint } from '@shop/contracts';
import type { z } from 'zod';
import { apiRequest } from './api-client';

type Answers<E extends Endpoint> = E['responses'];

/** What a successful call answers: the union of the declaration's 2xx bodies (undefined for none). */
export type AnswerOf<E extends Endpoint> = {
  [S in keyof Answers<E>]: `${S & number}` extends `2${string}`
    ? Answers<E>[S] extends { schema: infer T extends z.ZodType }
      ? z.output<T>
      : undefined
    : never;
}[keyof Answers<E>];

/** The path parameters a declaration names, as the strings the URL carries. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer P extends z.ZodObject }
  ? { [K in keyof z.input<P>]: string }
  : Record<string, never>;

export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

type Query = string | URLSearchParams | Record<string, string | number | boolean | undefined>;

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  const search =
    typeof query === 'string' || query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a declared endpoint (issue #24): no path is written in a feature. */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query?: Query): string {
  return `${endpointPath(endpoint.path, params ?? {})}${queryString(query)}`;
}

export interface CallOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: Query;
  body?: BodyOf<E>;
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
  const response = await apiRequest(endpoint.method, url, options.body);
  const answer = endpoint.responses[response.status];
  if (!answer)
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.status}, which its contract does not declare`,
    );
  if (!answer.schema) return undefined as AnswerOf<E>;
  return answer.schema.parse(await response.json()) as AnswerOf<E>;
}
