import { defineOrderMailKind } from '../order-mail/order-mail-kind.js';
import { renderReceipt } from './receipt-render.js';

/** The receipt: once per order, since an order is paid once. */
export const receiptMail = defineOrderMailKind({
  kind: 'order-receipt',
  event: 'order.paid',
  dedupeKey: (event) => `order.paid:${event.orderId}`,
  fetch: (orders, event, requestId) => orders.receipt(event.orderId, requestId),
  receiptOf: (receipt) => receipt,
  showsSummary: true,
  render: renderReceipt,
});
