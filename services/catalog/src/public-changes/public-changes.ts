import { randomUUID } from 'node:crypto';
import { publicCacheKeys } from '@shop/contracts';
import { SAFE_METHODS, type Logger } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** Tells every gateway that the catalog's public answers may have changed (issue #26). */
export interface PublicChanges {
  announce(): Promise<void>;
}

export function createPublicChanges(redis: Redis, queuePrefix: string, log: Logger): PublicChanges {
  const keys = publicCacheKeys(queuePrefix);
  return {
    async announce() {
      try {
        // A random name rather than a counter: a Redis that restarts empty can never hand out a
        // generation again that a gateway still holds answers under.
        const generation = randomUUID();
        await redis.set(keys.generation, generation);
        await redis.publish(keys.channel, generation);
      } catch (error) {
        // The write itself stands; the gateways' cached answers then live until their own
        // check of the generation or their time limit, whichever comes first.
        log.warn({ err: error }, 'public cache change not announced');
      }
    },
  };
}

/**
 * Every write the catalog accepts over HTTP (the curator's approvals, prices, archives, layout,
 * settings, policies; the internal calls of other services) is announced before its answer
 * leaves, so a caller that reads after the answer never meets an answer cached before the write.
 * Announcing more than what changed costs only a refill.
 */
export function announceAcceptedWrites(app: FastifyInstance, changes: PublicChanges): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await changes.announce();
    return payload;
  });
}
