import { ORDER_EVENT_JOBS, ORDER_EVENTS_QUEUE } from '@shop/contracts';
import { createJobConsumer, createServer, migrateToLatest, pingDb, pingRedis, type BuiltService } from '@shop/platform';
import type { Kysely } from 'kysely';
import { migrations } from './db/migrations/index.js';
import { NOTIFICATIONS_SCHEMA, type NotificationsDeps } from './deps.js';
import { createNotificationMetrics } from './metrics.js';
import { createOrderEventHandlers } from './receipts/order-events.handler.js';
import { createReceiptService } from './receipts/receipts.service.js';
import { createRefundEventHandlers } from './refunds/refund-events.handler.js';
import { createRefundNoticeService } from './refunds/refund-notices.service.js';

export async function prepare(deps: NotificationsDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, NOTIFICATIONS_SCHEMA, migrations);
}

/**
 * Health and metrics over HTTP; the work comes from queue `order-events`. The consumer is the
 * service's own closer: on shutdown it stops taking jobs and lets the active ones finish.
 */
export function buildApp(deps: NotificationsDeps): BuiltService {
  let isConsuming = false;
  const app = createServer({
    service: 'notifications',
    logger: deps.logger,
    internalToken: deps.config.INTERNAL_TOKEN,
    readiness: {
      postgres: () => pingDb(deps.db as Kysely<unknown>),
      redis: () => pingRedis(deps.redis),
      consumer: async () => {
        if (!isConsuming) throw new Error('order-events consumer not running');
      },
    },
  });
  const metrics = createNotificationMetrics(app.metrics.registry);
  const receipts = createReceiptService({
    orders: deps.orders,
    mailer: deps.mailer,
    sentMessages: deps.sentMessages,
    log: deps.logger,
    shopName: deps.config.SHOP_NAME,
    messageDomain: deps.messageDomain,
  });
  const refundNotices = createRefundNoticeService({
    orders: deps.orders,
    mailer: deps.mailer,
    sentMessages: deps.sentMessages,
    log: deps.logger,
    shopName: deps.config.SHOP_NAME,
    messageDomain: deps.messageDomain,
  });
  const consumer = createJobConsumer({
    queue: ORDER_EVENTS_QUEUE,
    // Issue #14: each job name orders publishes needs its handler here.
    jobNames: [ORDER_EVENT_JOBS['order.paid'], ORDER_EVENT_JOBS['order.refunded']],
    handlers: {
      ...createOrderEventHandlers({ receipts, metrics, log: deps.logger }),
      ...createRefundEventHandlers({ refundNotices, metrics, log: deps.logger }),
    },
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.MAIL_CONCURRENCY,
  });
  isConsuming = true;
  consumer.on('closing', () => {
    isConsuming = false;
  });
  consumer.on('error', (error) => deps.logger.warn({ err: error }, 'order-events consumer error'));
  consumer.on('failed', (job, error) => {
    const isFinal =
      job === undefined || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    metrics.failures.inc({ final: String(isFinal) });
    deps.logger.warn(
      { err: error, jobId: job?.id, attemptsMade: job?.attemptsMade, final: isFinal },
      'e-mail not sent',
    );
  });
  return { app, closers: [() => consumer.close()] };
}
