import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { PUBLIC_ENDPOINTS, type Endpoint } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { checkAnswer } from './check-answer.js';
import { matchEndpoint } from './match-endpoint.js';

type Injected = Awaited<ReturnType<AppInstance['inject']>>;

/** Answers of this test file that their declaration does not allow, one line each. */
const violations: string[] = [];

/** The violations recorded since the last call, which it forgets. */
export const takeContractViolations = (): string[] => violations.splice(0);

/** The body as the client reads it: the gateway compresses answers for callers that accept it. */
function decoded(payload: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function check(endpoints: readonly Endpoint[], response: Injected): void {
  const { method = 'GET', url = '/' } = response.raw.req;
  const endpoint = matchEndpoint(endpoints, method, url);
  // Pages, /docs, /metrics and unknown paths have no declaration to hold them to.
  if (!endpoint) return;
  const contentType = response.headers['content-type'];
  const encoding = response.headers['content-encoding'];
  const problems = checkAnswer(endpoint, {
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    body: decoded(response.rawPayload, typeof encoding === 'string' ? encoding : undefined),
  });
  for (const problem of problems) {
    violations.push(`${method} ${url} → ${response.statusCode} (${endpoint.operationId}): ${problem}`);
  }
}

/**
 * Holds every answer a test gets from the gateway to the contract it was declared with, as a
 * validating proxy in front of the gateway would; the setup file fails the test file
 * that received any answer its declaration does not allow.
 */
export function checkAnswersAgainstContracts<App extends Pick<AppInstance, 'inject'>>(
  gateway: App,
  endpoints: readonly Endpoint[] = PUBLIC_ENDPOINTS,
): App {
  const inject = gateway.inject.bind(gateway) as (...args: unknown[]) => unknown;
  const checked = ((...args: unknown[]) => {
    const result = inject(...args);
    // `inject(options)` answers a thenable chain once the server is ready; `inject()` (the chain
    // builder) and `inject(options, callback)` are not what the tests use and pass through.
    if (args.length !== 1) return result;
    return Promise.resolve(result as PromiseLike<Injected>).then((response) => {
      check(endpoints, response);
      return response;
    });
  }) as typeof gateway.inject;
  gateway.inject = checked;
  return gateway;
}
