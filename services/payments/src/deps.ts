import { CURRENCY, PAYMENT_EVENTS_QUEUE, type PaymentConfig } from '@shop/contracts';
import {
  catalogGenerationIn,
  closeQueue,
  createDb,
  createLogger,
  createOutboxStore,
  createRedis,
  createTransactionRunner,
  jobDefaults,
  type Logger,
  type OutboxRelay,
  type OutboxStore,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from './config.js';
import { createCountryTaxService, type CountryTaxService } from './country-taxes/country-taxes.service.js';
import { createRepositories } from './repositories.js';
import type { Database, PaymentOutboxRow } from './db/schema.js';
import { createPaymentOrderService, type PaymentOrderService } from './payment-orders/payment-orders.service.js';
import { createPricingCatalog } from './payment-orders/pricing-catalog.js';
import type { PaymentProvider } from './paypal/payment-provider.js';
import { createPromoCodeService, type PromoCodeService } from './promo-codes/promo-codes.service.js';
import { createPayPalProvider } from './paypal/paypal-provider.js';
import { createRefundService, type RefundService } from './refunds/refunds.service.js';
import { createPgSimulatorStore } from './simulator/simulator-pg-store.js';
import { createSimulatorProvider } from './simulator/simulator-provider.js';
import { createPaymentEventPublisher } from './events/payment-event-publisher.js';
import { createPaymentOutboxRelay } from './events/payment-outbox-relay.js';
import {
  createPayPalWebhookVerifier,
  createSimulatorWebhookVerifier,
  type WebhookVerifier,
} from './webhooks/webhook-verifier.js';
import { createWebhookService, type WebhookService } from './webhooks/webhooks.service.js';

export const PAYMENTS_SCHEMA = 'payments';

export interface PaymentsDeps {
  config: PaymentsConfig;
  logger: Logger;
  db: Kysely<Database>;
  provider: PaymentProvider;
  paymentConfig: PaymentConfig;
  paymentOrders: PaymentOrderService;
  promoCodes: PromoCodeService;
  /** The artist's tax table for buyers outside the US. */
  countryTaxes: CountryTaxService;
  /** Refunds of captured payments, for orders (internal route). */
  refunds: RefundService;
  /** PayPal's notifications, verified and turned into payment events. */
  webhooks: WebhookService;
  paymentOutbox: OutboxStore<PaymentOutboxRow>;
  /** Publishes committed payment events to `payment-events`; `prepare` starts it, `close` stops it. */
  paymentOutboxRelay: OutboxRelay;
  close(): Promise<void>;
}

function createWebhookVerifier(config: PaymentsConfig, logger: Logger): WebhookVerifier {
  if (config.provider === 'simulator') return createSimulatorWebhookVerifier({ secret: config.PAYPAL_WEBHOOK_SECRET });
  return createPayPalWebhookVerifier({
    clientId: config.PAYPAL_CLIENT_ID ?? '',
    clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
    environment: config.PAYPAL_ENVIRONMENT,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    ...(config.PAYPAL_BASE_URL ? { baseUrl: config.PAYPAL_BASE_URL } : {}),
    log: logger,
  });
}

function createProvider(config: PaymentsConfig, db: Kysely<Database>): PaymentProvider {
  if (config.provider === 'simulator') return createSimulatorProvider({ store: createPgSimulatorStore(db) });
  // config.ts refuses PAYMENTS_PROVIDER=paypal without both credentials, so these are set here.
  return createPayPalProvider({
    clientId: config.PAYPAL_CLIENT_ID ?? '',
    clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
    environment: config.PAYPAL_ENVIRONMENT,
    ...(config.PAYPAL_BASE_URL ? { baseUrl: config.PAYPAL_BASE_URL } : {}),
  });
}

/** The composition root: the only place that opens the pool and picks the payment provider. */
export function createDeps(config: PaymentsConfig, logger = createLogger('payments', config.LOG_LEVEL)): PaymentsDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
    schema: PAYMENTS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const provider = createProvider(config, db);
  const paymentConfig: PaymentConfig = {
    clientId: config.provider === 'paypal' ? (config.PAYPAL_CLIENT_ID ?? null) : null,
    mode: config.provider,
    currency: CURRENCY,
  };
  // Priced with the licence tiers, in the same round trip as the artworks.
  const catalog = createPricingCatalog({
    baseUrl: config.CATALOG_URL,
    internalToken: config.INTERNAL_TOKEN,
    log: logger,
    unavailableMessage: 'The catalog is unavailable, so prices cannot be checked. Please try again shortly.',
    // Prices are kept while the catalog's public generation stays: one GET on the producer
    // connection below (made further down, read only at request time), which fails fast: while
    // Redis is away every cart is priced from the catalog's answer.
    generation: catalogGenerationIn({ get: (key) => redis.get(key) }, config.QUEUE_PREFIX),
  });
  const repositories = createRepositories(db);
  const withTransaction = createTransactionRunner(db, createRepositories);
  const promoCodes = createPromoCodeService({ promoCodes: repositories.promoCodes, withTransaction, log: logger });
  const paymentOrders = createPaymentOrderService({
    paymentOrders: repositories.paymentOrders,
    countryTaxes: repositories.countryTaxes,
    promoCodes,
    provider,
    catalog,
    log: logger,
  });
  // The relay talks to Redis off the request path, so a webhook is recorded while Redis is away;
  // the request path only reads the catalog's generation on it, and asks the catalog when it cannot.
  const redis = createRedis(config.REDIS_URL, 'producer', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const paymentEventsQueue = new Queue(PAYMENT_EVENTS_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
  paymentEventsQueue.on('error', (error) => logger.debug({ err: error }, 'payment-events queue error'));
  const paymentOutbox = createOutboxStore(db, 'payment_outbox');
  const paymentOutboxRelay = createPaymentOutboxRelay({
    outbox: paymentOutbox,
    publisher: createPaymentEventPublisher(
      paymentEventsQueue,
      jobDefaults({ attempts: 10, backoffMs: config.PAYMENT_EVENT_BACKOFF_MS }),
    ),
    log: logger,
    pollMs: config.PAYMENT_OUTBOX_POLL_MS,
  });
  return {
    config,
    logger,
    db,
    provider,
    paymentConfig,
    paymentOrders,
    promoCodes,
    countryTaxes: createCountryTaxService({ countryTaxes: repositories.countryTaxes }),
    refunds: createRefundService({ withTransaction, provider, log: logger }),
    webhooks: createWebhookService({ withTransaction, verifier: createWebhookVerifier(config, logger), log: logger }),
    paymentOutbox,
    paymentOutboxRelay,
    async close() {
      await paymentOutboxRelay.stop();
      await closeQueue(paymentEventsQueue);
      redis.disconnect();
      await db.destroy();
    },
  };
}
