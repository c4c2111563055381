import { TooManyRequests } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import type { WindowCounter } from './window-counter.js';

export interface FormLimit {
  method: 'POST';
  path: string;
  /** Names this limit's Redis counters: `<namespace>form:<name>:<client ip>`. */
  name: string;
  max: number;
  timeWindow: number;
  /** Ends "Too many {what} from this connection." */
  what: string;
}

function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The public forms that send e-mail (lost links, contact) get a budget of their own per
 * client IP, far below the general write limit and shared by every gateway replica (counted in
 * Redis). Their routes are proxied, so the check runs as a hook on the path rather than as route
 * config. The answer says minutes: a person reads it on the form.
 *
 * Counted here rather than with @fastify/rate-limit's `createRateLimit`: that one prefixes every
 * key with the route it was never given (`<namespace>undefinedundefined-…`).
 */
export async function registerFormLimits(
  app: FastifyInstance,
  counter: WindowCounter,
  limits: readonly FormLimit[],
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    // Decoded, as the router matches it: `/api/%63ontact` must not be a way around the limit.
    const path = decodedPath(request.url);
    const limit = limits.find((candidate) => request.method === candidate.method && path === candidate.path);
    if (!limit) return;
    let hit;
    try {
      hit = await counter.hit(`form:${limit.name}:${request.ip}`, limit.timeWindow);
    } catch (error) {
      // As the general write limit (skipOnError): Redis away must not close the forms.
      request.log.warn({ err: error }, 'form rate limit not counted');
      return;
    }
    if (hit.count <= limit.max) return;
    const ttlMs = Math.max(0, hit.ttlMs);
    const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
    void reply.header('retry-after', String(Math.ceil(ttlMs / 1000)));
    throw new TooManyRequests(
      `Too many ${limit.what} from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  });
}
