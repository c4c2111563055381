import type { Redis } from 'ioredis';

// One round trip, atomic: the window starts with its first hit and the key expires with it, as in
// @fastify/rate-limit's own Redis store.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counters in Redis under `namespace`, shared by every gateway replica. The key is
 * exactly `<namespace><key>`, so an operator can find and clear one client's counter.
 */
export function createWindowCounter(redis: Redis, namespace: string) {
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, `${namespace}${key}`, windowMs)) as [number, number];
      return { count, ttlMs };
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
