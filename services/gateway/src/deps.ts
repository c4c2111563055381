import { createLogger, createRedis, type Logger } from '@shop/platform';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
import { createSessionStore, type SessionStore } from './auth/session-store.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  /** Where the public cache keeps its answers: `redis` unless PUBLIC_CACHE_REDIS_URL names another. */
  publicCacheRedis: Redis;
  sessions: SessionStore;
  close(): Promise<void>;
}

export function createDeps(config: GatewayConfig, logger = createLogger('gateway', config.LOG_LEVEL)): GatewayDeps {
  const redis = createRedis(config.REDIS_URL, 'producer', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const sessions = createSessionStore(redis, config.SESSION_TTL_HOURS * 3600);
  const publicCacheRedis = config.PUBLIC_CACHE_REDIS_URL
    ? createRedis(config.PUBLIC_CACHE_REDIS_URL, 'producer', (error) =>
        logger.debug({ err: error }, 'public cache redis connection error'),
      )
    : redis;
  return {
    config,
    logger,
    redis,
    publicCacheRedis,
    sessions,
    async close() {
      redis.disconnect();
      if (publicCacheRedis !== redis) publicCacheRedis.disconnect();
    },
  };
}
