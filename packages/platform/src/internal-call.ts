import { INTERNAL_HEADERS } from '@shop/contracts';
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
 * No answer at all is a 503 for our caller, with the reason in the log.
 */
export async function callService(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; requestId: string; unavailableMessage: string },
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
