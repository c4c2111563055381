import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface SessionStore {
  create(): Promise<string>;
  isValid(sessionId: string): Promise<boolean>;
  destroy(sessionId: string): Promise<void>;
}

// Redis keeps sessions so every gateway replica sees the same ones; only a hash of the id is stored.
const keyFor = (sessionId: string) => `shop:session:${createHash('sha256').update(sessionId).digest('hex')}`;

export function createSessionStore(redis: Redis, ttlSeconds: number): SessionStore {
  return {
    async create() {
      const sessionId = randomBytes(32).toString('base64url');
      await redis.set(keyFor(sessionId), 'admin', 'EX', Math.round(ttlSeconds));
      return sessionId;
    },
    async isValid(sessionId) {
      return (await redis.get(keyFor(sessionId))) === 'admin';
    },
    async destroy(sessionId) {
      await redis.del(keyFor(sessionId));
    },
  };
}
