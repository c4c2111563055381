import { TooManyRequests } from '@shop/platform';
import type { FastifyInstance } from 'fastify';

export interface FormLimit {
  method: 'POST';
  path: string;
  /** Distinguishes this limit's Redis counters from the others'. */
  name: string;
  max: number;
  timeWindow: number;
  /** Ends "Too many {what} from this connection." */
  what: string;
}

/**
 * Issue #14: the public forms that send e-mail (lost links, contact) get a budget of their own per
 * client IP, far below the general write limit and shared by every gateway replica (counted in
 * Redis by @fastify/rate-limit, which `registerSecurity` registered). Their routes are proxied, so
 * the check runs as a hook on the path rather than as route config. The answer says minutes: a
 * person reads it on the form.
 */
function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function registerFormLimits(app: FastifyInstance, limits: readonly FormLimit[]): Promise<void> {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `form:${limit.name}:${request.ip}`,
    }),
  }));
  app.addHook('onRequest', async (request, reply) => {
    // Decoded, as the router matches it: `/api/%63ontact` must not be a way around the limit.
    const path = decodedPath(request.url);
    for (const { limit, check } of checks) {
      if (request.method !== limit.method || path !== limit.path) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
      void reply.header('retry-after', String(result.ttlInSeconds));
      throw new TooManyRequests(
        `Too many ${limit.what} from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  });
}
