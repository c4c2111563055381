import { defineOrderMailKind } from '../order-mail/order-mail-kind.js';
import { renderRefundNotice } from './refund-render.js';

/**
 * The refund e-mail: an order can be refunded several times, so once per event. Issue
 * #25: the order's receipt too, for the items and totals its frame shows.
 */
export const refundNoticeMail = defineOrderMailKind({
  kind: 'order-refund',
  event: 'order.refunded',
  dedupeKey: (event) => `order.refunded:${event.eventId}`,
  async fetch(orders, event, requestId) {
    const [notice, receipt] = await Promise.all([
      orders.refundNotice(event.orderId, event.eventId, requestId),
      orders.receipt(event.orderId, requestId),
    ]);
    return notice && receipt && { customerEmail: notice.customerEmail, notice, receipt };
  },
  receiptOf: (facts) => facts.receipt,
  render: (facts, branding) => renderRefundNotice(facts.notice, branding),
});
