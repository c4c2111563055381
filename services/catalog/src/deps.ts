import { createDb, createLogger, createRedis, createStorage, type Logger, type ObjectStorage } from '@shop/platform';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createArtworkRepository } from './artworks/artworks.repository.js';
import { createArtworkService, type ArtworkService } from './artworks/artworks.service.js';
import type { CatalogConfig } from './config.js';
import type { Database } from './db/schema.js';

export const CATALOG_SCHEMA = 'catalog';

export interface CatalogDeps {
  config: CatalogConfig;
  logger: Logger;
  db: Kysely<Database>;
  redis: Redis;
  storage: ObjectStorage;
  artworks: ArtworkService;
  close(): Promise<void>;
}

/** The composition root: the only place that opens pools, Redis connections, queues and S3 clients. */
export function createDeps(config: CatalogConfig, logger = createLogger('catalog', config.LOG_LEVEL)): CatalogDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: CATALOG_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const redis = createRedis(config.REDIS_URL, 'producer', (error) => logger.debug({ err: error }, 'redis connection error'));
  const storage = createStorage({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
  const artworks = createArtworkService({ artworks: createArtworkRepository(db) });
  return {
    config,
    logger,
    db,
    redis,
    storage,
    artworks,
    async close() {
      redis.disconnect();
      await db.destroy();
    },
  };
}
