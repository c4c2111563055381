import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { OrdersClient } from '../clients/orders-client.js';
import type { Mailer } from '../mail/mailer.js';
import type { SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import type { OrderMailKind } from './order-mail-kind.js';

export interface OrderMailSenderDeps {
  orders: OrdersClient;
  mailer: Mailer;
  sentMessages: SentMessageRepository;
  log: Logger;
  shopName: string;
  /** The Message-ID's domain. */
  messageDomain: string;
}

/** Thrown when orders knows no such order or event: no retry can make it appear. */
export class UnknownOrder extends Error {}

const usableEmail = z.email();

/**
 * The one sender of order e-mails (issue #14, #24): at most one e-mail per kind's dedupe key,
 * recorded in `sent_messages`. The facts are read from orders when the mail is sent (download
 * links never travel on the queue); an order without a usable address is skipped, not retried.
 */
export function createOrderMailSender(deps: OrderMailSenderDeps) {
  const { orders, mailer, sentMessages, log } = deps;
  return {
    async send(mail: OrderMailKind, event: OrderEvent, requestId: string): Promise<SendOutcome> {
      const idempotencyKey = mail.dedupeKey(event);
      const fields = { kind: mail.kind, orderId: event.orderId, eventId: event.eventId };
      return sentMessages.sendOnce({ idempotencyKey, kind: mail.kind, orderId: event.orderId }, async () => {
        const composed = await mail.compose(orders, event, requestId);
        if (!composed) {
          log.error(fields, 'order e-mail not sent: unknown to orders');
          throw new UnknownOrder(`${event.type} event ${event.eventId} of order ${event.orderId} is unknown to orders`);
        }
        const to = composed.to.trim();
        if (!usableEmail.safeParse(to).success) {
          // Simulator and some flows store no address: nothing to send, and retrying cannot help.
          log.warn(fields, 'order e-mail not sent: the order has no usable e-mail');
          return { skipReason: to === '' ? 'no e-mail on the order' : 'unusable e-mail on the order' };
        }
        const { subject, text, html } = composed.render({ shopName: deps.shopName });
        // Stable per key, so a duplicate that slips through folds in mail clients.
        const messageId = `<${idempotencyKey.replace(':', '.')}@${deps.messageDomain}>`;
        await mailer.send({ to, subject, text, html, messageId });
        log.info(fields, 'order e-mail sent');
        return { recipient: to, subject, messageId };
      });
    },
  };
}

export type OrderMailSender = ReturnType<typeof createOrderMailSender>;
