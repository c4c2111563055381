import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { OrdersClient } from '../clients/orders-client.js';
import type { OnceMailer } from '../mail/once-mailer.js';
import { withOrderMailFooter } from '../mail/order-mail-footer.js';
import type { SendOutcome } from '../sent-messages/sent-messages.repository.js';
import type { OrderMailKind } from './order-mail-kind.js';

export interface OrderMailSenderDeps {
  orders: OrdersClient;
  mail: OnceMailer;
  log: Logger;
  shopName: string;
  /** The shop's address for the buyer's links (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
}

/** Thrown when orders knows no such order or event: no retry can make it appear. */
export class UnknownOrder extends Error {}

const usableEmail = z.email();

/**
 * The one sender of order e-mails (issue #14, #24): at most one e-mail per kind's dedupe key,
 * recorded in `sent_messages`. The facts are read from orders when the mail is sent (download
 * links never travel on the queue); an order without a usable address is skipped, not retried.
 * Every kind ends with the same footer (issue #25: the way back to the links).
 */
export function createOrderMailSender({ orders, mail, log, shopName, publicBaseUrl }: OrderMailSenderDeps) {
  return {
    async send(kind: OrderMailKind, event: OrderEvent, requestId: string): Promise<SendOutcome> {
      const fields = { kind: kind.kind, orderId: event.orderId, eventId: event.eventId };
      const claim = { idempotencyKey: kind.dedupeKey(event), kind: kind.kind, orderId: event.orderId };
      const outcome = await mail.send(claim, async () => {
        const composed = await kind.compose(orders, event, requestId);
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
        return { to, mail: withOrderMailFooter(composed.render({ shopName }), publicBaseUrl) };
      });
      if (outcome === 'sent') log.info(fields, 'order e-mail sent');
      return outcome;
    },
  };
}

export type OrderMailSender = ReturnType<typeof createOrderMailSender>;
