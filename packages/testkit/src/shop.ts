import { randomBytes } from 'node:crypto';
import {
  startPostgresServer,
  startRedisServer,
  startServices,
  type PostgresServer,
  type RedisServer,
  type ServicesOptions,
  type Shop,
  type ShopStores,
} from '@shop/launcher';
import { processBaseEnv, testRedisUrl } from './config.js';
import { createTestDatabase } from './database.js';
import { startPrivateObjectStorage, type PrivateObjectStorage } from './object-storage.js';
import { startTestS3 } from './s3.js';

export interface ShopOptions extends ServicesOptions {
  /**
   * `private` (default): a PostgreSQL, Redis and s3rver of the shop's own in temporary folders, which
   * a test may stop and start. `shared`: a fresh database on the tests' PostgreSQL, the tests'
   * Redis and an s3rver in this process.
   */
  stores?: 'private' | 'shared';
}

/** A shop on private data stores, which tests may take away. */
export interface PrivateShop extends Shop {
  redis: RedisServer;
  postgres: PostgresServer;
  storage: PrivateObjectStorage;
}

interface PrivateStores {
  stores: ShopStores;
  redis: RedisServer;
  postgres: PostgresServer;
  storage: PrivateObjectStorage;
}

async function startPrivateStores(): Promise<PrivateStores> {
  const started: { destroy(): Promise<void> }[] = [];
  try {
    const [redis, postgres, storage] = await Promise.all([
      startRedisServer().then((server) => (started.push(server), server)),
      startPostgresServer().then((server) => (started.push(server), server)),
      startPrivateObjectStorage().then((server) => (started.push(server), server)),
    ]);
    const databaseUrl = await postgres.createDatabase('shop');
    return {
      redis,
      postgres,
      storage,
      stores: {
        databaseUrl,
        redisUrl: redis.url,
        s3: { endpoint: storage.endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER' },
        catalogS3Endpoint: storage.faultyEndpoint,
        close: async () => {
          await Promise.all([redis.destroy(), postgres.destroy(), storage.destroy()]);
        },
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.destroy().catch(() => undefined)));
    throw error;
  }
}

async function startSharedStores(): Promise<ShopStores> {
  const database = await createTestDatabase('stack');
  const s3 = await startTestS3().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    databaseUrl: database.url,
    redisUrl: testRedisUrl(),
    s3,
    close: async () => {
      await s3.close();
      await database.drop();
    },
  };
}

/**
 * The launcher's shop for a test: on stores of its own, with queues and secrets of its own, and none
 * of the test runner's environment.
 */
const forTests = (options: ShopOptions): ServicesOptions => ({
  ...options,
  baseEnv: options.baseEnv ?? processBaseEnv(),
  queuePrefix: options.queuePrefix ?? `shop-${randomBytes(4).toString('hex')}`,
});

export async function startShop(options?: ShopOptions & { stores?: 'private' }): Promise<PrivateShop>;
export async function startShop(options: ShopOptions & { stores: 'shared' }): Promise<Shop>;
export async function startShop(options: ShopOptions = {}): Promise<Shop | PrivateShop> {
  if (options.stores === 'shared') return startServices(await startSharedStores(), forTests(options));
  const { stores, redis, postgres, storage } = await startPrivateStores();
  const shop = await startServices(stores, forTests(options));
  return { ...shop, redis, postgres, storage };
}
