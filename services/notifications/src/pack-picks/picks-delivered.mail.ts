import { defineOrderMailKind } from '../order-mail/order-mail-kind.js';
import { renderPicksDelivered } from './picks-delivered-render.js';

/**
 * The links of a pack's picks, e-mailed after each pick request that granted works
 * (once per event); the live links come from the receipt, as for the links-again e-mail.
 */
export const picksDeliveredMail = defineOrderMailKind({
  kind: 'picks-delivered',
  event: 'picks.made',
  dedupeKey: (event) => `picks.made:${event.eventId}`,
  fetch: (orders, event, requestId) => orders.receipt(event.orderId, requestId),
  receiptOf: (receipt) => receipt,
  render: renderPicksDelivered,
});
