import { createDb, createLogger, createStorage, type Logger, type ObjectStorage } from '@shop/platform';
import type { Kysely } from 'kysely';
import type { OrdersConfig } from './config.js';
import type { Database } from './db/schema.js';
import { createOrderRepository } from './orders/orders.repository.js';
import { createOrderService, type OrderService } from './orders/orders.service.js';

export const ORDERS_SCHEMA = 'orders';

export interface OrdersDeps {
  config: OrdersConfig;
  logger: Logger;
  db: Kysely<Database>;
  storage: ObjectStorage;
  orders: OrderService;
  close(): Promise<void>;
}

export function createDeps(config: OrdersConfig, logger = createLogger('orders', config.LOG_LEVEL)): OrdersDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: ORDERS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const storage = createStorage({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
  const orders = createOrderService({ orders: createOrderRepository(db) });
  return {
    config,
    logger,
    db,
    storage,
    orders,
    async close() {
      await db.destroy();
    },
  };
}
