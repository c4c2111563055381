import { orderMessages as m } from '../messages';

export interface OrderStateView {
  title: string;
  note: string | null;
  /** ok: paid; wait: payment still processing; closed: refunded, reversed or denied, nothing to download. */
  tone: 'ok' | 'wait' | 'closed';
}

/**
 * The heading and note of each order state; SPEC's 'Payment Successful!' for a paid
 * one. A closed order's links answer 410, so its pages offer none and say why instead.
 */
export function orderStateView(status: string): OrderStateView {
  switch (status) {
    case 'completed':
      return { title: m.successTitle, note: null, tone: 'ok' };
    case 'partially_refunded':
      return { title: m.successTitle, note: m.partiallyRefundedText, tone: 'ok' };
    case 'pending':
      return { title: m.pendingTitle, note: m.pendingText, tone: 'wait' };
    case 'refunded':
      return { title: m.refundedTitle, note: m.refundedText, tone: 'closed' };
    case 'reversed':
      return { title: m.reversedTitle, note: m.reversedText, tone: 'closed' };
    case 'denied':
      return { title: m.deniedTitle, note: m.deniedText, tone: 'closed' };
    default:
      return { title: m.successTitle, note: null, tone: 'ok' };
  }
}

/** Why a closed order has nothing to download, or null while its downloads are (or will be) open. */
export function closedOrderNote(status: string): string | null {
  const view = orderStateView(status);
  return view.tone === 'closed' ? view.note : null;
}
