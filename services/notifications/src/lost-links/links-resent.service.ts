import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { OrdersClient } from '../clients/orders-client.js';
import type { Mailer } from '../mail/mailer.js';
import { UnknownOrder } from '../receipts/receipts.service.js';
import type { SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import { renderLinksResent } from './links-resent-render.js';

export interface LinksResentServiceDeps {
  orders: OrdersClient;
  mailer: Mailer;
  sentMessages: SentMessageRepository;
  log: Logger;
  shopName: string;
  messageDomain: string;
}

const usableEmail = z.email();

/**
 * E-mails an order's live links once per `links.resent` event: a buyer may ask many times, so the
 * key is the event (`links.resent:<eventId>`), not the order. The links are read from orders when
 * the mail is sent (they never travel on the queue).
 */
export function createLinksResentService(deps: LinksResentServiceDeps) {
  const { orders, mailer, sentMessages, log } = deps;
  return {
    async sendLinks(event: OrderEvent, requestId: string): Promise<SendOutcome> {
      const idempotencyKey = `${event.type}:${event.eventId}`;
      return sentMessages.sendOnce({ idempotencyKey, kind: 'links-resent', orderId: event.orderId }, async () => {
        const receipt = await orders.receipt(event.orderId, requestId);
        if (!receipt) throw new UnknownOrder(`Order ${event.orderId} is unknown to orders`);
        const to = receipt.customerEmail.trim();
        if (!usableEmail.safeParse(to).success) {
          log.warn({ orderId: event.orderId, eventId: event.eventId }, 'links not resent: no usable e-mail');
          return { skipReason: to === '' ? 'no e-mail on the order' : 'unusable e-mail on the order' };
        }
        const mail = renderLinksResent(receipt, { shopName: deps.shopName });
        const messageId = `<${idempotencyKey.replace(':', '.')}@${deps.messageDomain}>`;
        await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
        log.info({ orderId: event.orderId, eventId: event.eventId }, 'links resent');
        return { recipient: to, subject: mail.subject, messageId };
      });
    },
  };
}

export type LinksResentService = ReturnType<typeof createLinksResentService>;
