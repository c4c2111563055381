import { defineOrderMailKind } from '../order-mail/order-mail-kind.js';
import { renderLinksResent } from './links-resent-render.js';

/** The links again: a buyer may ask many times, so once per event; the live links come from the receipt. */
export const linksResentMail = defineOrderMailKind({
  kind: 'links-resent',
  event: 'links.resent',
  dedupeKey: (event) => `links.resent:${event.eventId}`,
  fetch: (orders, event, requestId) => orders.receipt(event.orderId, requestId),
  receiptOf: (receipt) => receipt,
  render: renderLinksResent,
});
