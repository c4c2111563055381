import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { OrdersClient } from '../clients/orders-client.js';
import type { Mailer } from '../mail/mailer.js';
import { UnknownOrder } from '../receipts/receipts.service.js';
import type { SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import { renderRefundNotice } from './refund-render.js';

export interface RefundNoticeServiceDeps {
  orders: OrdersClient;
  mailer: Mailer;
  sentMessages: SentMessageRepository;
  log: Logger;
  shopName: string;
  messageDomain: string;
}

const usableEmail = z.email();

/**
 * Sends the buyer one e-mail per `order.refunded` event (issue #14). An order can be refunded
 * several times, so the idempotency key is the event, not the order.
 */
export function createRefundNoticeService(deps: RefundNoticeServiceDeps) {
  const { orders, mailer, sentMessages, log } = deps;
  return {
    async sendRefundNotice(event: OrderEvent, requestId: string): Promise<SendOutcome> {
      const idempotencyKey = `${event.type}:${event.eventId}`;
      return sentMessages.sendOnce({ idempotencyKey, kind: 'order-refund', orderId: event.orderId }, async () => {
        const notice = await orders.refundNotice(event.orderId, event.eventId, requestId);
        if (!notice)
          throw new UnknownOrder(`Refund event ${event.eventId} of order ${event.orderId} is unknown to orders`);
        const to = notice.customerEmail.trim();
        if (!usableEmail.safeParse(to).success) {
          log.warn({ orderId: event.orderId, eventId: event.eventId }, 'refund e-mail not sent: no usable e-mail');
          return { skipReason: to === '' ? 'no e-mail on the order' : 'unusable e-mail on the order' };
        }
        const mail = renderRefundNotice(notice, { shopName: deps.shopName });
        const messageId = `<${idempotencyKey.replace(':', '.')}@${deps.messageDomain}>`;
        await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
        log.info({ orderId: event.orderId, eventId: event.eventId }, 'refund e-mail sent');
        return { recipient: to, subject: mail.subject, messageId };
      });
    },
  };
}

export type RefundNoticeService = ReturnType<typeof createRefundNoticeService>;
