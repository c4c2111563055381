import { Redis, type RedisOptions } from 'ioredis';

/**
 * - `producer`: HTTP paths. Fails fast (no offline queue) so a request answers 503 while Redis is away.
 * - `worker`: BullMQ workers and queue-event listeners; retries forever (BullMQ requires it).
 */
export type RedisRole = 'producer' | 'worker';

export function redisOptions(role: RedisRole): RedisOptions {
  const common: RedisOptions = {
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
  return role === 'producer'
    ? { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3000 }
    : { ...common, maxRetriesPerRequest: null, enableReadyCheck: true };
}

export function createRedis(url: string, role: RedisRole, onError?: (error: Error) => void): Redis {
  const redis = new Redis(url, redisOptions(role));
  // Without a listener ioredis logs every reconnect attempt as an unhandled error.
  redis.on('error', (error) => onError?.(error));
  return redis;
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
}
