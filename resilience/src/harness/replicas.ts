import { call, type Answer, type CallOptions } from './http.js';

/** Answers a client tries again elsewhere: the gateway or the replica behind it is gone. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
// Enough for the balancer to learn that a replica died: each refused connection lowers its weight.
const MAX_ATTEMPTS = 10;

export interface Attempted {
  answer: Answer;
  /** Every try, in order: the gateway and what came back (a status or the connection error). */
  tries: { gateway: string; outcome: number | string }[];
  /**
   * A try failed after the request may have reached a service (no answer, or 502/503/504 from a
   * gateway whose replica died mid-request): a write may have been applied without its caller knowing.
   */
  isAmbiguous: boolean;
}

/**
 * The shop's clients over several gateways, as a DNS name with several addresses: each request
 * goes to the next gateway in turn, and one that gets no answer or a 502/503/504 is sent again
 * to the next one, up to a few times.
 */
export function createGatewayClient(gatewayUrls: readonly string[]) {
  let turn = 0;
  return {
    async send(path: string, options: CallOptions = {}): Promise<Attempted> {
      const tries: Attempted['tries'] = [];
      // Requests take turns; a retry goes to the gateway after the one that failed it.
      const first = turn++;
      for (let attempt = 1; ; attempt++) {
        const gateway = gatewayUrls[(first + attempt - 1) % gatewayUrls.length] ?? '';
        try {
          const answer = await call(`${gateway}${path}`, options);
          tries.push({ gateway, outcome: answer.status });
          if (!RETRIED_STATUSES.has(answer.status) || attempt >= MAX_ATTEMPTS)
            return { answer, tries, isAmbiguous: tries.slice(0, -1).some((t) => t.outcome !== 'ECONNREFUSED') };
        } catch (error) {
          const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
          const outcome = typeof cause?.code === 'string' ? cause.code : String(error);
          tries.push({ gateway, outcome });
          if (attempt >= MAX_ATTEMPTS)
            throw new Error(`${path}: no answer after ${attempt} tries: ${JSON.stringify(tries)}`);
        }
        // A moment for the balancer to notice the dead replica; not a sleep standing in for a condition.
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
