import {
  consumersRunning,
  createServiceServer,
  jobDefaults,
  migrateToLatest,
  pingRedis,
  startJobConsumer,
  type BuiltService,
  type StartedJobConsumer,
} from '@shop/platform';
import type { Kysely } from 'kysely';
import { contactMessageConsumer } from './contact/contact-message.handler.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contactReplyRoutes } from './contact-replies/contact-replies.routes.js';
import { createContactReplyService } from './contact-replies/contact-replies.service.js';
import { createContactService } from './contact/contact.service.js';
import { migrations } from './db/migrations/index.js';
import { NOTIFICATIONS_SCHEMA, type NotificationsDeps } from './deps.js';
import { librarySignInConsumer } from './library/library-sign-in.handler.js';
import { createOnceMailer } from './mail/once-mailer.js';
import { createNotificationMetrics } from './metrics.js';
import { ORDER_MAIL_KINDS } from './order-mail/order-mail-kinds.js';
import { orderMailConsumer } from './order-mail/order-mail.handler.js';
import { createOrderMailSender } from './order-mail/order-mail.sender.js';

export async function prepare(deps: NotificationsDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, NOTIFICATIONS_SCHEMA, migrations);
}

/**
 * Health, metrics and the contact form over HTTP; the e-mails come from queues `order-events` and
 * `contact-messages`. The consumers are the service's closers: on shutdown they stop taking jobs
 * and let the active ones finish.
 */
export function buildApp(deps: NotificationsDeps): BuiltService {
  const consumers: StartedJobConsumer[] = [];
  const app = createServiceServer('notifications', deps, {
    redis: () => pingRedis(deps.redis),
    consumer: consumersRunning(consumers),
  });
  const metrics = createNotificationMetrics(app.metrics.registry);
  const mailing = {
    mail: createOnceMailer({
      mailer: deps.mailer,
      withTransaction: deps.withSentMessages,
      messageDomain: deps.messageDomain,
      branding: deps.branding,
    }),
    log: deps.logger,
    // The artist's copies name the shop as the dashboard sets it.
    branding: deps.branding,
  };
  const orderMail = createOrderMailSender({
    mail: mailing.mail,
    log: deps.logger,
    orders: deps.orders,
    catalog: deps.catalog,
    branding: deps.branding,
  });

  // Contact that arrives: the form's route, the Inbox, and the artist's copies.
  const contact = createContactService({
    ...mailing,
    contacts: deps.contacts,
    replies: deps.contactReplies,
    queue: deps.contactQueue,
    jobOptions: jobDefaults({ attempts: 10, backoffMs: deps.config.CONTACT_RETRY_BACKOFF_MS }),
    contactTo: deps.config.CONTACT_TO,
    perAddressMax: deps.config.CONTACT_PER_ADDRESS_MAX,
    windowMs: deps.config.CONTACT_WINDOW_MS,
  });
  void app.register(contactRoutes, { contact });

  // The Inbox's answers, sent through the same SMTP mailer as every other e-mail.
  const contactReplies = createContactReplyService({
    contacts: deps.contacts,
    replies: deps.contactReplies,
    mailer: deps.mailer,
    from: deps.config.MAIL_FROM,
    branding: deps.branding,
    messageDomain: deps.messageDomain,
    log: deps.logger,
  });
  void app.register(contactReplyRoutes, { contactReplies });

  const consuming = {
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.MAIL_CONCURRENCY,
    log: deps.logger,
    failures: metrics.failures,
  };
  consumers.push(
    startJobConsumer({ ...consuming, ...orderMailConsumer({ kinds: ORDER_MAIL_KINDS, sender: orderMail, metrics }) }),
    startJobConsumer({ ...consuming, ...contactMessageConsumer({ contact, metrics }) }),
    // The library's sign-in links.
    startJobConsumer({
      ...consuming,
      ...librarySignInConsumer({ mail: mailing.mail, branding: deps.branding, metrics }),
    }),
  );

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
    closers: [...consumers.map((consumer) => () => consumer.close()), async () => clearInterval(sweep)],
  };
}
