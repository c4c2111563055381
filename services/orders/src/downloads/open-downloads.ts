import type { OrderStatus } from '@shop/contracts';

/**
 * The order states whose download links work: a paid order, and a partially refunded one for the
 * lines that were not refunded (a refunded line's grants are revoked). A refunded, reversed,
 * denied or still pending order downloads nothing. The download itself and the order page both
 * read this, so the page never offers a link that answers 410.
 */
export const OPEN_DOWNLOAD_ORDER_STATUSES = [
  'completed',
  'partially_refunded',
] as const satisfies readonly OrderStatus[];

export function hasOpenDownloads(orderStatus: string): boolean {
  return (OPEN_DOWNLOAD_ORDER_STATUSES as readonly string[]).includes(orderStatus);
}
