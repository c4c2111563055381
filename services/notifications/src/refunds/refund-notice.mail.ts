import { defineOrderMailKind } from '../order-mail/order-mail-kind.js';
import { renderRefundNotice } from './refund-render.js';

/** The refund e-mail (issue #14): an order can be refunded several times, so once per event. */
export const refundNoticeMail = defineOrderMailKind({
  kind: 'order-refund',
  event: 'order.refunded',
  dedupeKey: (event) => `order.refunded:${event.eventId}`,
  fetch: (orders, event, requestId) => orders.refundNotice(event.orderId, event.eventId, requestId),
  render: renderRefundNotice,
});
