import { AppError, BadRequest, DependencyUnavailable } from '@shop/platform';

/** undici's codes for a request it will not send as given: the caller's headers, never an outage. */
const REFUSED_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

export type ProxyFailure =
  | { kind: 'client-gone' }
  | { kind: 'bad-request'; answer: AppError }
  | { kind: 'request-timeout'; answer: AppError }
  | { kind: 'upstream-unavailable'; answer: AppError };

/** The gateway's own refusal that failed the proxied request, e.g. an upload past its idle limit. */
function appErrorIn(error: unknown): AppError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof AppError) return current;
  }
  return undefined;
}

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * Why a proxied request failed, so that only a service that cannot be reached is reported (and
 * logged) as one: a request the client abandoned, or sent with headers that cannot be passed on,
 * is the caller's doing.
 */
export function proxyFailureOf(error: unknown, context: { upstream: string; isClientGone: boolean }): ProxyFailure {
  if (context.isClientGone) return { kind: 'client-gone' };
  // The body stopped arriving (request-timeouts.ts in platform): a 408, the client's doing.
  const refusal = appErrorIn(error);
  if (refusal?.statusCode === 408) return { kind: 'request-timeout', answer: refusal };
  if (codesOf(error).some((code) => REFUSED_REQUEST_CODES.has(code)))
    return { kind: 'bad-request', answer: new BadRequest('The request cannot be passed on as it was sent.') };
  return {
    kind: 'upstream-unavailable',
    answer: new DependencyUnavailable(`The ${context.upstream} service is unavailable. Please try again shortly.`),
  };
}
