import { CONTACT_JOBS, CONTACT_QUEUE, ORDER_EVENT_JOBS, ORDER_EVENTS_QUEUE } from '@shop/contracts';
import {
  createJobConsumer,
  createServer,
  jobDefaults,
  migrateToLatest,
  pingDb,
  pingRedis,
  type BuiltService,
} from '@shop/platform';
import type { Kysely } from 'kysely';
import { createContactHandlers } from './contact/contact-message.handler.js';
import { contactRoutes } from './contact/contact.routes.js';
import { createContactService } from './contact/contact.service.js';
import { migrations } from './db/migrations/index.js';
import { NOTIFICATIONS_SCHEMA, type NotificationsDeps } from './deps.js';
import { createLinksResentHandlers } from './lost-links/links-resent.handler.js';
import { createLinksResentService } from './lost-links/links-resent.service.js';
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
  let isContactConsuming = false;
  const app = createServer({
    service: 'notifications',
    logger: deps.logger,
    internalToken: deps.config.INTERNAL_TOKEN,
    readiness: {
      postgres: () => pingDb(deps.db as Kysely<unknown>),
      redis: () => pingRedis(deps.redis),
      consumer: async () => {
        if (!isConsuming) throw new Error('order-events consumer not running');
        if (!isContactConsuming) throw new Error('contact-messages consumer not running');
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
  const mailing = {
    orders: deps.orders,
    mailer: deps.mailer,
    sentMessages: deps.sentMessages,
    log: deps.logger,
    shopName: deps.config.SHOP_NAME,
    messageDomain: deps.messageDomain,
  };
  const refundNotices = createRefundNoticeService(mailing);
  const links = createLinksResentService(mailing);
  const consumer = createJobConsumer({
    queue: ORDER_EVENTS_QUEUE,
    // Issue #14: each job name orders publishes needs its handler here.
    jobNames: Object.values(ORDER_EVENT_JOBS),
    handlers: {
      ...createOrderEventHandlers({ receipts, metrics, log: deps.logger }),
      ...createRefundEventHandlers({ refundNotices, metrics, log: deps.logger }),
      ...createLinksResentHandlers({ links, metrics, log: deps.logger }),
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

  // Issue #14 "Contact that arrives": the form's route, the Inbox, and the artist's copies.
  const contact = createContactService({
    contacts: deps.contacts,
    queue: deps.contactQueue,
    jobOptions: jobDefaults({ attempts: 10, backoffMs: deps.config.CONTACT_RETRY_BACKOFF_MS }),
    mailer: deps.mailer,
    sentMessages: deps.sentMessages,
    log: deps.logger,
    shopName: deps.config.SHOP_NAME,
    messageDomain: deps.messageDomain,
    contactTo: deps.config.CONTACT_TO,
    perAddressMax: deps.config.CONTACT_PER_ADDRESS_MAX,
    windowMs: deps.config.CONTACT_WINDOW_MS,
  });
  void app.register(contactRoutes, { contact });
  const contactConsumer = createJobConsumer({
    queue: CONTACT_QUEUE,
    jobNames: [CONTACT_JOBS.send],
    handlers: createContactHandlers({ contact, metrics, log: deps.logger }),
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.MAIL_CONCURRENCY,
  });
  isContactConsuming = true;
  contactConsumer.on('closing', () => {
    isContactConsuming = false;
  });
  contactConsumer.on('error', (error) => deps.logger.warn({ err: error }, 'contact-messages consumer error'));
  contactConsumer.on('failed', (job, error) => {
    const isFinal =
      job === undefined || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    metrics.failures.inc({ final: String(isFinal) });
    deps.logger.warn(
      { err: error, jobId: job?.id, attemptsMade: job?.attemptsMade, final: isFinal },
      'contact copy not sent',
    );
  });
  // A message stored while Redis was away has no job yet: queue it once Redis answers.
  const sweep = setInterval(() => {
    contact
      .requeueNotEmailed()
      .then((count) => {
        if (count > 0) deps.logger.info({ count }, 'contact copies queued again');
      })
      .catch((error: unknown) => deps.logger.debug({ err: error }, 'contact sweep failed; will retry'));
  }, deps.config.CONTACT_SWEEP_MS);
  sweep.unref();

  return {
    app,
    closers: [() => consumer.close(), () => contactConsumer.close(), async () => clearInterval(sweep)],
  };
}
