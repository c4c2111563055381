import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who makes a signed copy, across every replica of the service: one holder per copy, for at
 * most `ttlMs` (a holder that died mid-way frees it then).
 */
export interface CopyLock {
  /** A token when this caller holds the lock now; undefined when someone else does. */
  acquire(name: string, ttlMs: number): Promise<string | undefined>;
  release(name: string, token: string): Promise<void>;
}

/** Deletes the lock only if it is still the caller's (it may have expired and been taken since). */
const RELEASE_IF_OWNED = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function createRedisCopyLock(redis: Redis, prefix: string): CopyLock {
  const keyOf = (name: string) => `${prefix}signed-copy-lock:${name}`;
  return {
    async acquire(name, ttlMs) {
      const token = randomUUID();
      const answer = await redis.set(keyOf(name), token, 'PX', ttlMs, 'NX');
      return answer === 'OK' ? token : undefined;
    },
    async release(name, token) {
      await redis.eval(RELEASE_IF_OWNED, 1, keyOf(name), token);
    },
  };
}
