import { PUBLIC_ENDPOINTS } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { checkAnswer } from './check-answer.js';
import { matchEndpoint } from './match-endpoint.js';

type Injected = Awaited<ReturnType<AppInstance['inject']>>;

/** Answers of this test file that their declaration does not allow, one line each. */
const violations: string[] = [];

export const contractViolations = (): readonly string[] => violations;

function check(response: Injected): void {
  const { method = 'GET', url = '/' } = response.raw.req;
  const endpoint = matchEndpoint(PUBLIC_ENDPOINTS, method, url);
  // Pages, /docs, /metrics and unknown paths have no declaration to hold them to.
  if (!endpoint) return;
  const contentType = response.headers['content-type'];
  const problems = checkAnswer(endpoint, {
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    body: response.payload,
  });
  for (const problem of problems) {
    violations.push(`${method} ${url} → ${response.statusCode} (${endpoint.operationId}): ${problem}`);
  }
}

/**
 * Holds every answer a test gets from the gateway to the contract it was declared with, as a
 * validating proxy in front of the gateway would (issue #24); the setup file fails the test file
 * that received any answer its declaration does not allow.
 */
export function checkAnswersAgainstContracts(gateway: AppInstance): AppInstance {
  const inject = gateway.inject.bind(gateway);
  const checked = ((...args: Parameters<typeof inject>) => {
    const result = inject(...args);
    if (!(result instanceof Promise)) return result;
    return result.then((response: Injected) => {
      check(response);
      return response;
    });
  }) as typeof gateway.inject;
  gateway.inject = checked;
  return gateway;
}
