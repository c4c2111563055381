import {
  endpointUrl,
  INTERNAL_HEADERS,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
  type StatusOf,
  type SuccessStatusOf,
  type UrlQuery,
} from '@shop/contracts';
import type { z } from 'zod';
import { DependencyUnavailable } from './errors.js';
import type { Logger } from './logger.js';

export interface InternalCallOptions {
  internalToken: string;
  log: Logger;
  timeoutMs?: number;
}

/**
 * One call to another service, as the gateway would make it: internal token and request id.
 * No answer at all is a 503 for our caller, with the reason in the log. Services call a declared
 * endpoint with `callEndpoint` below; this is its transport.
 */
export async function callService(
  url: string,
  init: { method: HttpMethod; body?: unknown; requestId: string; unavailableMessage: string },
  options: InternalCallOptions,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        [INTERNAL_HEADERS.token]: options.internalToken,
        [INTERNAL_HEADERS.requestId]: init.requestId,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
  } catch (error) {
    options.log.warn({ err: error, url }, 'internal call failed');
    throw new DependencyUnavailable(init.unavailableMessage);
  }
}

export async function refuseUnexpected(response: Response, url: string, message: string, log: Logger): Promise<never> {
  log.error({ status: response.status, body: (await response.text()).slice(0, 500), url }, 'internal call refused');
  throw new DependencyUnavailable(message);
}

/**
 * The answer's JSON, checked against the contract schema; anything else is the other service's
 * fault, so our caller gets a 503 and the operator the log line.
 */
export async function readContractAnswer<T>(
  response: Response,
  schema: z.ZodType<T>,
  { url, what, unavailableMessage, log }: { url: string; what: string; unavailableMessage: string; log: Logger },
): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  log.error({ issues: parsed.error.issues.slice(0, 5), url }, `${what} does not match the contract`);
  throw new DependencyUnavailable(unavailableMessage);
}

/**
 * Every replica of one service. Each call starts one further along (round robin) and, when a
 * replica gives no answer at all, asks the next, each once: a replica that answers, even with an
 * error, is the answer.
 */
export class Replicas {
  private next = 0;

  constructor(readonly baseUrls: readonly string[]) {
    if (baseUrls.length === 0) throw new Error('Replicas needs at least one base URL');
  }

  /** The base URLs in the order the next call tries them. */
  order(): string[] {
    const start = this.next++ % this.baseUrls.length;
    return [...this.baseUrls.slice(start), ...this.baseUrls.slice(0, start)];
  }
}

/** Where the service that answers an endpoint is (its URL, or its replicas), and how to call it. */
export type ServiceCallOptions = InternalCallOptions & { baseUrl: string | Replicas };

type Inputs<E extends Endpoint> = (E extends { params: z.ZodObject }
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E extends { query: z.ZodType } ? { query: QueryOf<E> } : { query?: undefined }) &
  (E extends { body: z.ZodType } ? { body: BodyOf<E> } : { body?: undefined });

export type EndpointCallInit<E extends Endpoint, S extends StatusOf<E>> = Inputs<E> & {
  requestId: string;
  /** What our caller is told (a 503) when the other service cannot give a valid answer. */
  unavailableMessage: string;
  /**
   * The declared statuses this caller handles (default: the 2xx ones). Any other answer is logged
   * and becomes a 503 for our caller: our request was built from validated input, so a refusal
   * is the other service's problem (or a wrong INTERNAL_TOKEN).
   */
  accept?: readonly S[];
  /** Longer than the service's default, for a call that waits on a third party. */
  timeoutMs?: number;
};

/**
 * The one way a service calls another's endpoint. The URL, method and body come from the
 * declaration in @shop/contracts (`getArtworkSales`, `refundPayment`, …), the params, query and
 * body are typed by it, and the answer is parsed with the schema its status declares:
 * `const reply = await callEndpoint(verifyPayment, { params: { paypalOrderId }, accept: [200, 404], … }, options)`
 * then `reply.status === 404` or `reply.body` (a VerifiedPayment). An answer that does not match
 * its schema is the other service's fault: a 503 for our caller and a log line for the operator.
 */
export async function callEndpoint<E extends Endpoint, const S extends StatusOf<E> = SuccessStatusOf<E>>(
  endpoint: E,
  init: EndpointCallInit<E, S>,
  options: ServiceCallOptions,
): Promise<ReplyOf<E, S>> {
  const { requestId, unavailableMessage } = init;
  // Built as the web app and a page's preloads build it (contracts' endpointUrl), so they agree.
  const pathAndQuery = endpointUrl(endpoint, init.params, init.query as UrlQuery | undefined);
  const bases = typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl.order();
  let url = '';
  let response: Response | undefined;
  for (const [index, base] of bases.entries()) {
    url = new URL(pathAndQuery, base).toString();
    try {
      response = await callService(
        url,
        { method: endpoint.method, body: init.body, requestId, unavailableMessage },
        { ...options, timeoutMs: init.timeoutMs ?? options.timeoutMs },
      );
      break;
    } catch (error) {
      if (!(error instanceof DependencyUnavailable) || index + 1 >= bases.length) throw error;
    }
  }
  if (!response) throw new DependencyUnavailable(unavailableMessage);
  const statuses: readonly number[] =
    init.accept ??
    Object.keys(endpoint.responses)
      .map(Number)
      .filter((status) => status >= 200 && status < 300);
  const answer = endpoint.responses[response.status];
  if (!statuses.includes(response.status) || !answer) {
    return refuseUnexpected(response, url, unavailableMessage, options.log);
  }
  if (!answer.schema) {
    await response.body?.cancel();
    return { status: response.status, body: undefined } as ReplyOf<E, S>;
  }
  const body = await readContractAnswer(response, answer.schema, {
    url,
    what: `${endpoint.operationId} ${response.status} answer`,
    unavailableMessage,
    log: options.log,
  });
  return { status: response.status, body } as ReplyOf<E, S>;
}
