import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { OrdersClient } from '../clients/orders-client.js';
import type { Mailer } from '../mail/mailer.js';
import type { SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import { renderReceipt } from './receipt-render.js';

export interface ReceiptServiceDeps {
  orders: OrdersClient;
  mailer: Mailer;
  sentMessages: SentMessageRepository;
  log: Logger;
  shopName: string;
  /** The Message-ID's domain. */
  messageDomain: string;
}

/** Thrown when the order is unknown to orders: no retry can make it appear. */
export class UnknownOrder extends Error {}

const usableEmail = z.email();

/** Sends an order's receipt once per `order.paid` event (issue #14). */
export function createReceiptService(deps: ReceiptServiceDeps) {
  const { orders, mailer, sentMessages, log } = deps;

  return {
    async sendReceipt(event: OrderEvent, requestId: string): Promise<SendOutcome> {
      const idempotencyKey = `${event.type}:${event.orderId}`;
      return sentMessages.sendOnce({ idempotencyKey, kind: 'order-receipt', orderId: event.orderId }, async () => {
        const receipt = await orders.receipt(event.orderId, requestId);
        if (!receipt) throw new UnknownOrder(`Order ${event.orderId} is unknown to orders`);
        const to = receipt.customerEmail.trim();
        if (!usableEmail.safeParse(to).success) {
          // Simulator and some flows store no address: nothing to send, and retrying cannot help.
          log.warn(
            { orderId: event.orderId, eventId: event.eventId },
            'receipt not sent: the order has no usable e-mail',
          );
          return { skipReason: to === '' ? 'no e-mail on the order' : 'unusable e-mail on the order' };
        }
        const mail = renderReceipt(receipt, { shopName: deps.shopName });
        const messageId = `<${idempotencyKey.replace(':', '.')}@${deps.messageDomain}>`;
        await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
        log.info({ orderId: event.orderId, eventId: event.eventId }, 'receipt sent');
        return { recipient: to, subject: mail.subject, messageId };
      });
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
