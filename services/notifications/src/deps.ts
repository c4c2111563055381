import { createDb, createLogger, createRedis, type Logger } from '@shop/platform';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createOrdersClient, type OrdersClient } from './clients/orders-client.js';
import type { NotificationsConfig } from './config.js';
import type { Database } from './db/schema.js';
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
  sentMessages: SentMessageRepository;
  messageDomain: string;
  close(): Promise<void>;
}

/** The composition root: the only place that opens the pool, Redis and the SMTP transport. */
export function createDeps(
  config: NotificationsConfig,
  logger = createLogger('notifications', config.LOG_LEVEL),
): NotificationsDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: NOTIFICATIONS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const redis = createRedis(config.REDIS_URL, 'worker', (error) =>
    logger.debug({ err: error }, 'redis connection error'),
  );
  const mailer = createSmtpMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  });
  return {
    config,
    logger,
    db,
    redis,
    mailer,
    orders: createOrdersClient({ baseUrl: config.ORDERS_URL, internalToken: config.INTERNAL_TOKEN, log: logger }),
    sentMessages: createSentMessageRepository(db),
    messageDomain: senderDomain(config.MAIL_FROM),
    async close() {
      mailer.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
