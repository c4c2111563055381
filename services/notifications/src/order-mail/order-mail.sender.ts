import type { OrderEvent } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { CatalogClient } from '../clients/catalog-client.js';
import type { OrdersClient } from '../clients/orders-client.js';
import type { BrandingSource } from '../mail/branding-source.js';
import type { OnceMailer } from '../mail/once-mailer.js';
import { everyLineHasTier, withOrderMailFooter } from '../mail/order-mail-footer.js';
import type { SendOutcome } from '../sent-messages/sent-messages.repository.js';
import type { OrderMailKind } from './order-mail-kind.js';
import { thumbnailsOf } from './thumbnails.js';

export interface OrderMailSenderDeps {
  orders: OrdersClient;
  /** The works' thumbnails. */
  catalog: CatalogClient;
  /** The shop's name, logo and support address, as the dashboard sets them. */
  branding: BrandingSource;
  mail: OnceMailer;
  log: Logger;
}

/** Thrown when orders knows no such order or event: no retry can make it appear. */
export class UnknownOrder extends Error {}

const usableEmail = z.email();

/**
 * The one sender of order e-mails: at most one e-mail per kind's dedupe key,
 * recorded in `sent_messages`. The facts are read from orders when the mail is sent (download
 * links never travel on the queue); an order without a usable address is skipped, not retried.
 * Every kind is rendered with the shop's current branding, ends with the order's footer
 * (its items with thumbnails and totals, its page, the licence, the way back to the links) and is
 * framed by the branded template (the once-mailer's).
 */
export function createOrderMailSender({ orders, catalog, branding, mail, log }: OrderMailSenderDeps) {
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
        const shop = await branding.current(requestId);
        const { publicBaseUrl } = shop;
        const thumbnails = await thumbnailsOf(composed.receipt, { catalog, publicBaseUrl, log, requestId });
        const footer = {
          publicBaseUrl,
          orderId: event.orderId,
          everyItemHasTier: everyLineHasTier(composed.receipt),
          ...(composed.showsSummary ? {} : { summary: { receipt: composed.receipt, thumbnails } }),
        };
        // A buyer's answer ("Reply to this e-mail") goes to the shop's support address.
        const replyTo = { name: shop.shopName, address: shop.supportEmail };
        return { to, replyTo, branding: shop, mail: withOrderMailFooter(composed.render(shop, thumbnails), footer) };
      });
      if (outcome === 'sent') log.info(fields, 'order e-mail sent');
      return outcome;
    },
  };
}

export type OrderMailSender = ReturnType<typeof createOrderMailSender>;
