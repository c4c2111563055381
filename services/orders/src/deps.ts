import { createCatalogClient } from '@shop/catalog-client';
import { LIBRARY_MAIL_QUEUE, ORDER_EVENTS_QUEUE } from '@shop/contracts';
import {
  catalogGenerationIn,
  closeQueue,
  createDb,
  createLogger,
  createOutboxStore,
  createRedis,
  createStorage,
  createTransactionRunner,
  jobDefaults,
  settledWithin,
  shutdownGraceMs,
  storageConfigOf,
  type Logger,
  type ObjectStorage,
  type OutboxRelay,
  type OutboxStore,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createPaymentsClient } from './clients/payments-client.js';
import { createAdminCommissionService, type AdminCommissionService } from './commissions/admin-commissions.service.js';
import { createCommissionService, type CommissionService } from './commissions/commissions.service.js';
import type { OrdersConfig } from './config.js';
import { createConsumerFailureCounters, type ConsumerFailureCounters } from './consumer-metrics.js';
import { createRepositories } from './repositories.js';
import type { Database, OrderOutboxRow } from './db/schema.js';
import { createOrderEventPublisher } from './events/order-event-publisher.js';
import { createOrderOutboxRelay } from './events/outbox-relay.js';
import { createOrderReceiptService, type OrderReceiptService } from './internal/order-receipt.service.js';
import { createDownloadService, type DownloadService } from './downloads/downloads.service.js';
import { createAdminOrderService, type AdminOrderService } from './orders/admin-orders.service.js';
import { createArtworkSalesRepository, type ArtworkSalesRepository } from './internal/artwork-sales.repository.js';
import { createOrderService, type OrderService } from './orders/orders.service.js';
import { createSellerClient } from './clients/seller-client.js';
import { createArtworkFilesClient } from './clients/artwork-files-client.js';
import { createShopNameClient, type ShopNameSource } from './clients/shop-name-client.js';
import { createRedisCopyLock } from './signed-copies/copy-lock.js';
import { createSignedCopies } from './signed-copies/signed-copies.js';
import {
  createStaleCopySweeper,
  SIGNED_COPIES_QUEUE,
  SIGNED_COPY_SWEEP_INTERVAL_MS,
  SWEEP_STALE_COPIES_JOB,
} from './signed-copies/stale-copies.js';
import { createPeriodicJob } from './background/periodic-job.js';
import { createLostLinksService, type LostLinksService } from './lost-links/lost-links.service.js';
import { createLibraryMailPublisher } from './library/library-mail.publisher.js';
import { createLibrarySessions } from './library/library-session.js';
import { createLibraryService, type LibraryService } from './library/library.service.js';
import { createPackRuleRepository } from './pack-rules/pack-rules.repository.js';
import { createPackRuleService, type PackRuleService } from './pack-rules/pack-rules.service.js';
import { createPickService, type PickService } from './picks/picks.service.js';
import { createSalesRepository } from './sales/sales.repository.js';
import { createSalesService, type SalesService } from './sales/sales.service.js';
import { createRefundEventHandlers } from './payment-events/refund-events.handler.js';
import { createRefundService, type RefundService } from './refunds/refunds.service.js';
import { createCaptureEventHandlers } from './payment-events/payment-events.handler.js';
import { createPaymentEventConsumer, type BackgroundWorker } from './payment-events/payment-events.consumer.js';
import { createPendingOrderService, type PendingOrderService } from './payment-events/pending-orders.service.js';
import { createReconciliationScheduler } from './reconciliation/reconciliation.scheduler.js';
import { createReconciliationService, type ReconciliationService } from './reconciliation/reconciliation.service.js';

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
  /** The artist's shop name (cached briefly) for the download error page's title. */
  shopName: ShopNameSource;
  picks: PickService;
  /** The artist's rule per pack (the dashboard's). */
  packRules: PackRuleService;
  artworkSales: ArtworkSalesRepository;
  commissions: CommissionService;
  adminCommissions: AdminCommissionService;
  receipts: OrderReceiptService;
  outbox: OutboxStore<OrderOutboxRow>;
  /** Lost links: the /download form's and the curator's resends. */
  lostLinks: LostLinksService;
  /** The buyer's library (sign-in links, sessions, renewals) and the artist's setting. */
  library: LibraryService;
  /** Publishes committed order events to `order-events`; `prepare` starts it, `close` stops it. */
  outboxRelay: OutboxRelay;
  /** Refunds (dashboard/API) and the payment events that report them. */
  refunds: RefundService;
  /** Pending orders settled by payment events, and reconciliation of captures without an order. */
  pendingOrders: PendingOrderService;
  reconciliation: ReconciliationService;
  /** The payment-events consumer, reconciliation and the signed-copy sweep; `prepare` starts them. */
  background: BackgroundWorker[];
  /** The background consumers' failed attempts; `buildApp` puts them on the service's registry. */
  consumerFailures: ConsumerFailureCounters;
  close(): Promise<void>;
}

/** The composition root: the only place that opens the pool and the S3 client. */
export function createDeps(config: OrdersConfig, logger = createLogger('orders', config.LOG_LEVEL)): OrdersDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
    schema: ORDERS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const storage = createStorage(storageConfigOf(config));
  const repositories = createRepositories(db);
  const packRules = createPackRuleRepository(db);
  const withTransaction = createTransactionRunner(db, createRepositories);
  const repository = repositories.orders;
  const internal = { internalToken: config.INTERNAL_TOKEN, log: logger };
  // The catalog's answers (artworks, their extra files, seller details) are kept while its public
  // generation stays; reading the generation is one GET on the producer connection below (made
  // further down, read only at request time), which fails fast: while Redis is away every call
  // asks the catalog.
  const generation = catalogGenerationIn({ get: (key) => redis.get(key) }, config.QUEUE_PREFIX);
  const catalog = createCatalogClient({
    ...internal,
    baseUrl: config.CATALOG_URL,
    unavailableMessage: 'The catalog is unavailable, so the downloads cannot be prepared. Please try again shortly.',
    cache: { generation },
  });
  const payments = createPaymentsClient({ ...internal, baseUrl: config.PAYMENTS_URL });
  const artworkFiles = createArtworkFilesClient({
    ...internal,
    baseUrl: config.CATALOG_URL,
    unavailableMessage: 'The catalog is unavailable, so the files cannot be listed. Please try again shortly.',
    generation,
  });
  const orders = createOrderService({
    orders: repository,
    payments,
    catalog,
    artworkFiles,
    seller: createSellerClient({ ...internal, baseUrl: config.CATALOG_URL, generation }),
    log: logger,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
  });
  const commissionRepository = repositories.commissions;
  // The relay talks to Redis off the request path, so an order is stored while Redis is away; the
  // request path only reads the catalog's generation on it, and asks the catalog when it cannot.
  const redis = createRedis(config.REDIS_URL, 'producer', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const shopName = createShopNameClient({ ...internal, baseUrl: config.CATALOG_URL });
  const signedCopies = createSignedCopies({
    storage,
    credentials: config.c2paSigning,
    shopName,
    lock: createRedisCopyLock(redis, `${config.QUEUE_PREFIX}:`),
    log: logger,
    maxBytes: config.C2PA_SIGN_MAX_BYTES,
  });
  const downloads = createDownloadService({
    orders: repository,
    storage,
    catalog,
    artworkFiles,
    signedCopies,
    log: logger,
  });
  const orderEventsQueue = new Queue(ORDER_EVENTS_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
  orderEventsQueue.on('error', (error) => logger.debug({ err: error }, 'order-events queue error'));
  const libraryMailQueue = new Queue(LIBRARY_MAIL_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
  libraryMailQueue.on('error', (error) => logger.debug({ err: error }, 'library-mail queue error'));
  const outbox = createOutboxStore(db, 'order_outbox');
  const outboxRelay = createOrderOutboxRelay({
    outbox,
    publisher: createOrderEventPublisher(
      orderEventsQueue,
      jobDefaults({ attempts: 10, backoffMs: config.ORDER_EVENT_BACKOFF_MS }),
    ),
    log: logger,
    pollMs: config.ORDER_OUTBOX_POLL_MS,
  });
  const refundRepository = repositories.refunds;
  const refunds = createRefundService({ refunds: refundRepository, withTransaction, payments, log: logger });
  // Consumers need a connection that waits for Redis instead of failing (`worker`).
  const workerRedis = createRedis(config.REDIS_URL, 'worker', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const pendingOrders = createPendingOrderService({
    orders: repository,
    withTransaction,
    catalog,
    log: logger,
    downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
  });
  const reconciliation = createReconciliationService({
    payments,
    orders,
    orderRows: repository,
    pendingOrders,
    log: logger,
    lookbackMs: config.RECONCILIATION_LOOKBACK_HOURS * 3600 * 1000,
    graceMs: config.RECONCILIATION_GRACE_MS,
  });
  const consumerFailures = createConsumerFailureCounters();
  const background = [
    createPaymentEventConsumer({
      handlers: {
        ...createCaptureEventHandlers({ pendingOrders, log: logger }),
        ...createRefundEventHandlers({ refunds, log: logger }),
      },
      redis: workerRedis,
      prefix: config.QUEUE_PREFIX,
      log: logger,
      failures: consumerFailures.paymentEvents,
    }),
    createReconciliationScheduler({
      reconciliation,
      // The scheduler is written in the background and may wait for Redis, like the consumer.
      redis: workerRedis,
      prefix: config.QUEUE_PREFIX,
      everyMs: config.RECONCILIATION_INTERVAL_MS,
      log: logger,
      failures: consumerFailures.reconciliation,
    }),
    createPeriodicJob({
      queue: SIGNED_COPIES_QUEUE,
      job: SWEEP_STALE_COPIES_JOB,
      everyMs: SIGNED_COPY_SWEEP_INTERVAL_MS,
      run: () => createStaleCopySweeper({ storage, signedCopies, log: logger }).sweep(),
      redis: workerRedis,
      prefix: config.QUEUE_PREFIX,
      log: logger,
      failures: consumerFailures.signedCopySweeps,
      description: 'signed-copy sweep',
    }),
  ];
  return {
    config,
    logger,
    db,
    storage,
    orders,
    refunds,
    pendingOrders,
    reconciliation,
    background,
    consumerFailures,
    adminOrders: createAdminOrderService({ orders: repository, refunds: refundRepository }),
    sales: createSalesService({ sales: createSalesRepository(db) }),
    downloads,
    shopName,
    picks: createPickService({
      picks: repositories.picks,
      orders: repository,
      packRules,
      withTransaction,
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
    packRules: createPackRuleService({ packRules, houseCategory: config.HOUSE_CATEGORY }),
    receipts: createOrderReceiptService({
      orders: repository,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
      artworkFiles,
      log: logger,
    }),
    adminCommissions: createAdminCommissionService({
      commissions: commissionRepository,
      withTransaction,
      storage,
      log: logger,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
    }),
    outbox,
    outboxRelay,
    lostLinks: createLostLinksService({
      lostLinks: repositories.lostLinks,
      withTransaction,
      log: logger,
      hashSecret: config.DOWNLOAD_TOKEN_SECRET,
      perAddressMax: config.RESEND_LINKS_PER_ADDRESS_MAX,
      windowMs: config.RESEND_LINKS_WINDOW_MS,
    }),
    library: createLibraryService({
      library: repositories.library,
      withTransaction,
      sessions: createLibrarySessions(config.DOWNLOAD_TOKEN_SECRET),
      mailSignIn: createLibraryMailPublisher(libraryMailQueue),
      log: logger,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      downloadTokenSecret: config.DOWNLOAD_TOKEN_SECRET,
      perAddressMax: config.LIBRARY_LINKS_PER_ADDRESS_MAX,
      windowMs: config.LIBRARY_LINKS_WINDOW_MS,
      artworkFiles,
    }),
    async close() {
      await Promise.all(background.map((worker) => worker.close()));
      await outboxRelay.stop();
      await closeQueue(orderEventsQueue);
      await closeQueue(libraryMailQueue);
      // quit, not disconnect: commands still on their way (a service closed right after its start
      // has some) are answered instead of rejected, unhandled, by the cut connection.
      await Promise.all([quitRedis(workerRedis), quitRedis(redis)]);
      await db.destroy();
    },
  };
}

/** Closes a connection once Redis has answered what was sent on it (or after a second while it is away). */
async function quitRedis(connection: Redis): Promise<void> {
  const grace = shutdownGraceMs(connection);
  await settledWithin(connection.quit(), grace);
  connection.disconnect();
}
