import multipart from '@fastify/multipart';
import { MAX_COMMISSION_FILE_BYTES, MAX_COMMISSION_FILES_PER_UPLOAD } from '@shop/contracts';
import { createOutboxPendingGauge, createServiceServer, migrateToLatest, type AppInstance } from '@shop/platform';
import type { Kysely } from 'kysely';
import { migrations } from './db/migrations/index.js';
import { adminCommissionRoutes } from './commissions/admin-commissions.routes.js';
import { commissionRoutes } from './commissions/commissions.routes.js';
import { registerConsumerFailureCounters } from './consumer-metrics.js';
import { ORDERS_SCHEMA, type OrdersDeps } from './deps.js';
import { downloadRoutes } from './downloads/downloads.routes.js';
import { adminOrderRoutes } from './orders/admin-orders.routes.js';
import { artworkSalesRoutes } from './internal/artwork-sales.routes.js';
import { orderReceiptRoutes } from './internal/order-receipt.routes.js';
import { createReconciliationMetrics } from './reconciliation/reconciliation-metrics.js';
import { lostLinksRoutes } from './lost-links/lost-links.routes.js';
import { libraryRoutes } from './library/library.routes.js';
import { orderRoutes } from './orders/orders.routes.js';
import { publicReceiptRoutes } from './orders/receipt.routes.js';
import { packRuleRoutes } from './pack-rules/pack-rules.routes.js';
import { pickRoutes } from './picks/picks.routes.js';
import { salesRoutes } from './sales/sales.routes.js';
import { refundRoutes } from './refunds/refunds.routes.js';
import { createRefundMetrics } from './refunds/refund-metrics.js';

/** Migrations, then the outbox relay, which publishes what a previous run committed but did not send. */
export async function prepare(deps: OrdersDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, ORDERS_SCHEMA, migrations);
  deps.outboxRelay.start();
  for (const worker of deps.background) worker.start();
}

export async function buildApp(deps: OrdersDeps): Promise<AppInstance> {
  const app = createServiceServer('orders', deps, { storage: () => deps.storage.ping() });
  await app.register(orderRoutes, { orders: deps.orders });
  await app.register(pickRoutes, { picks: deps.picks });
  await app.register(packRuleRoutes, { packRules: deps.packRules });
  await app.register(adminOrderRoutes, { adminOrders: deps.adminOrders });
  await app.register(salesRoutes, { sales: deps.sales });
  await app.register(downloadRoutes, { downloads: deps.downloads, shopName: deps.shopName });
  await app.register(artworkSalesRoutes, { sales: deps.artworkSales });
  await app.register(multipart, {
    // A file past the limit is refused by the commission upload (413, nothing kept), not by the
    // parser, so the rest of the request is still read and the answer is a clean JSON error.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_COMMISSION_FILE_BYTES,
      files: MAX_COMMISSION_FILES_PER_UPLOAD + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 30,
      headerPairs: 100,
    },
  });
  await app.register(commissionRoutes, { commissions: deps.commissions });
  await app.register(adminCommissionRoutes, { adminCommissions: deps.adminCommissions });
  await app.register(orderReceiptRoutes, { receipts: deps.receipts });
  await app.register(refundRoutes, { refunds: deps.refunds });
  await app.register(lostLinksRoutes, { lostLinks: deps.lostLinks });
  await app.register(libraryRoutes, { library: deps.library, isCookieSecure: deps.config.isCookieSecure });
  await app.register(publicReceiptRoutes, { receipts: deps.receipts });
  createOutboxPendingGauge(app.metrics.registry, 'order', () => deps.outbox.countPending());
  createRefundMetrics(app.metrics.registry, () => deps.refunds.totals());
  createReconciliationMetrics(app.metrics.registry, deps.reconciliation.stats);
  registerConsumerFailureCounters(app.metrics.registry, deps.consumerFailures);
  return app;
}
