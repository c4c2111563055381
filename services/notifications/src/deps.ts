import { CONTACT_QUEUE } from '@shop/contracts';
import {
  catalogGenerationIn,
  closeQueue,
  createDb,
  createLogger,
  createRedis,
  createTransactionRunner,
  type Logger,
  type WithTransaction,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createCatalogClient, type CatalogClient } from './clients/catalog-client.js';
import { createOrdersClient, type OrdersClient } from './clients/orders-client.js';
import type { NotificationsConfig } from './config.js';
import { createContactRepository, type ContactRepository } from './contact/contact.repository.js';
import {
  createContactReplyRepository,
  type ContactReplyRepository,
} from './contact-replies/contact-replies.repository.js';
import type { Database } from './db/schema.js';
import { createBrandingSource, type BrandingSource } from './mail/branding-source.js';
import { createSmtpMailer, senderDomain, type Mailer } from './mail/mailer.js';
import { createSentMessageRepository, type SentMessageRepository } from './sent-messages/sent-messages.repository.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';

export interface NotificationsDeps {
  config: NotificationsConfig;
  logger: Logger;
  db: Kysely<Database>;
  /** The consumer's connection (BullMQ workers retry forever: `worker` role). */
  redis: Redis;
  mailer: Mailer;
  orders: OrdersClient;
  /** The shop identity and the works' thumbnails. */
  catalog: CatalogClient;
  /** The shop's name, logo and support address every e-mail is framed with. */
  branding: BrandingSource;
  sentMessages: SentMessageRepository;
  /** A transaction over `sent_messages`: the once-only send holds its claim's lock in one. */
  withSentMessages: WithTransaction<SentMessageRepository>;
  messageDomain: string;
  /** Contact inbox: the stored messages, and the queue of the artist's copies (added on the HTTP path). */
  contacts: ContactRepository;
  contactQueue: Queue;
  /** The curator's answers, kept with their message. */
  contactReplies: ContactReplyRepository;
  close(): Promise<void>;
}

/** The composition root: the only place that opens the pool, Redis and the SMTP transport. */
export function createDeps(
  config: NotificationsConfig,
  logger = createLogger('notifications', config.LOG_LEVEL),
): NotificationsDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
    schema: NOTIFICATIONS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const redis = createRedis(config.REDIS_URL, 'worker', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  // The contact form adds jobs on the request path: fail fast (and keep the message) when Redis is away.
  const producerRedis = createRedis(config.REDIS_URL, 'producer', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const contactQueue = new Queue(CONTACT_QUEUE, { connection: producerRedis, prefix: config.QUEUE_PREFIX });
  contactQueue.on('error', (error) => logger.debug({ err: error }, 'contact queue error'));
  const mailer = createSmtpMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
    maxConnections: config.MAIL_CONCURRENCY,
  });
  const catalog = createCatalogClient({
    baseUrl: config.CATALOG_URL,
    internalToken: config.INTERNAL_TOKEN,
    log: logger,
    // Read on the producer connection, which fails fast: while Redis is away the catalog is asked.
    generation: catalogGenerationIn(producerRedis, config.QUEUE_PREFIX),
  });
  return {
    config,
    logger,
    db,
    redis,
    mailer,
    orders: createOrdersClient({ baseUrl: config.ORDERS_URL, internalToken: config.INTERNAL_TOKEN, log: logger }),
    catalog,
    branding: createBrandingSource({
      catalog,
      defaults: {
        shopName: config.SHOP_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        publicBaseUrl: config.PUBLIC_BASE_URL,
      },
      log: logger,
    }),
    sentMessages: createSentMessageRepository(db),
    withSentMessages: createTransactionRunner(db, createSentMessageRepository),
    messageDomain: senderDomain(config.MAIL_FROM),
    contacts: createContactRepository(db),
    contactQueue,
    contactReplies: createContactReplyRepository(db),
    async close() {
      await closeQueue(contactQueue);
      producerRedis.disconnect();
      mailer.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
