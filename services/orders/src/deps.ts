import { createCatalogClient } from '@shop/catalog-client';
import {
  createDb,
  createLogger,
  createStorage,
  storageConfigOf,
  type Logger,
  type ObjectStorage,
} from '@shop/platform';
import type { Kysely } from 'kysely';
import { createPaymentsClient } from './clients/payments-client.js';
import { createAdminCommissionService, type AdminCommissionService } from './commissions/admin-commissions.service.js';
import { createCommissionRepository } from './commissions/commissions.repository.js';
import { createCommissionService, type CommissionService } from './commissions/commissions.service.js';
import type { OrdersConfig } from './config.js';
import type { Database } from './db/schema.js';
import { createDownloadService, type DownloadService } from './downloads/downloads.service.js';
import { createAdminOrderService, type AdminOrderService } from './orders/admin-orders.service.js';
import { createArtworkSalesRepository, type ArtworkSalesRepository } from './internal/artwork-sales.repository.js';
import { createOrderRepository } from './orders/orders.repository.js';
import { createOrderService, type OrderService } from './orders/orders.service.js';
import { createPickRepository } from './picks/picks.repository.js';
import { createPickService, type PickService } from './picks/picks.service.js';
import { createSalesRepository } from './sales/sales.repository.js';
import { createSalesService, type SalesService } from './sales/sales.service.js';

export const ORDERS_SCHEMA = 'orders';

export interface OrdersDeps {
  config: OrdersConfig;
  logger: Logger;
  db: Kysely<Database>;
  storage: ObjectStorage;
  orders: OrderService;
  adminOrders: AdminOrderService;
  sales: SalesService;
  downloads: DownloadService;
  picks: PickService;
  artworkSales: ArtworkSalesRepository;
  commissions: CommissionService;
  adminCommissions: AdminCommissionService;
  close(): Promise<void>;
}

/** The composition root: the only place that opens the pool and the S3 client. */
export function createDeps(config: OrdersConfig, logger = createLogger('orders', config.LOG_LEVEL)): OrdersDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: ORDERS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const storage = createStorage(storageConfigOf(config));
  const repository = createOrderRepository(db);
  const internal = { internalToken: config.INTERNAL_TOKEN, log: logger };
  const catalog = createCatalogClient({
    ...internal,
    baseUrl: config.CATALOG_URL,
    unavailableMessage: 'The catalog is unavailable, so the downloads cannot be prepared. Please try again shortly.',
  });
  const orders = createOrderService({
    orders: repository,
    payments: createPaymentsClient({ ...internal, baseUrl: config.PAYMENTS_URL }),
    catalog,
    log: logger,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
  });
  const downloads = createDownloadService({ orders: repository, storage });
  const commissionRepository = createCommissionRepository(db);
  return {
    config,
    logger,
    db,
    storage,
    orders,
    adminOrders: createAdminOrderService({ orders: repository }),
    sales: createSalesService({ sales: createSalesRepository(db) }),
    downloads,
    picks: createPickService({
      picks: createPickRepository(db),
      orders: repository,
      catalog,
      links: orders.links,
      log: logger,
      houseCategory: config.HOUSE_CATEGORY,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
    }),
    artworkSales: createArtworkSalesRepository(db),
    commissions: createCommissionService({
      commissions: commissionRepository,
      orders: repository,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
    }),
    adminCommissions: createAdminCommissionService({
      commissions: commissionRepository,
      storage,
      log: logger,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
    }),
    async close() {
      await db.destroy();
    },
  };
}
