import type { OrderEvent, OrderEventType, OrderReceipt } from '@shop/contracts';
import type { OrdersClient } from '../clients/orders-client.js';
import type { MessageKind } from '../db/schema.js';
import type { MailBranding, RenderedMail } from '../mail/mail-layout.js';
import type { Thumbnails } from './order-summary.js';

/** What every mail kind's facts carry: the buyer's address as orders stores it. */
export interface OrderMailFacts {
  customerEmail: string;
}

/**
 * One kind of e-mail the buyer gets for an order event. A kind says only what differs (which event,
 * what makes a repeat the same e-mail, what it reads from orders, how it reads); the pipeline
 * (`createOrderMailSender`) does the rest: the once-only claim, the address check, the branded
 * frame with the order's summary, SMTP, the record.
 */
export interface OrderMailSpec<Facts extends OrderMailFacts> {
  /** `sent_messages.kind`, and the `kind` label of `shop_emails_total`. */
  kind: MessageKind;
  /** The order event it answers: job `ORDER_EVENT_JOBS[event]` of queue `order-events`. */
  event: OrderEventType;
  /** `sent_messages.idempotency_key`: two deliveries with the same key are one e-mail. */
  dedupeKey(event: OrderEvent): string;
  /** The facts, read from orders when the mail is sent; undefined when orders knows no such thing. */
  fetch(orders: OrdersClient, event: OrderEvent, requestId: string): Promise<Facts | undefined>;
  /** The order's receipt among the facts: its items (with thumbnails) and totals go in the frame. */
  receiptOf(facts: Facts): OrderReceipt;
  /** True when the kind's body shows the items and totals itself (the receipt), so the frame does not repeat them. */
  showsSummary?: boolean;
  render(facts: Facts, branding: MailBranding, thumbnails: Thumbnails): RenderedMail;
}

/** What a kind composed for one event: the recipient, the order's receipt, and the mail rendered on demand. */
export interface ComposedOrderMail {
  to: string;
  receipt: OrderReceipt;
  showsSummary: boolean;
  render(branding: MailBranding, thumbnails: Thumbnails): RenderedMail;
}

/** A kind with its facts' type sealed inside, so kinds of different facts sit in one list. */
export interface OrderMailKind {
  kind: MessageKind;
  event: OrderEventType;
  dedupeKey(event: OrderEvent): string;
  /** Undefined for an unknown order or event. */
  compose(orders: OrdersClient, event: OrderEvent, requestId: string): Promise<ComposedOrderMail | undefined>;
}

export function defineOrderMailKind<Facts extends OrderMailFacts>(spec: OrderMailSpec<Facts>): OrderMailKind {
  return {
    kind: spec.kind,
    event: spec.event,
    dedupeKey: spec.dedupeKey,
    async compose(orders, event, requestId) {
      const facts = await spec.fetch(orders, event, requestId);
      return (
        facts && {
          to: facts.customerEmail,
          receipt: spec.receiptOf(facts),
          showsSummary: spec.showsSummary ?? false,
          render: (branding, thumbnails) => spec.render(facts, branding, thumbnails),
        }
      );
    },
  };
}
