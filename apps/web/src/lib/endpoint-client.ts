import { endpointUrl, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type UrlQuery } from '@shop/contracts';
import { apiRequest } from './api-client';

export type { AnswerOf, BodyOf, ParamsOf } from '@shop/contracts';
/** The URL of a declared endpoint (issue #24): no path is written in a feature. */
export { endpointUrl };

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
