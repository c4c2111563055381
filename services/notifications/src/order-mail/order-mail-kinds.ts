import { linksResentMail } from '../lost-links/links-resent.mail.js';
import { picksDeliveredMail } from '../pack-picks/picks-delivered.mail.js';
import { receiptMail } from '../receipts/receipt.mail.js';
import { refundNoticeMail } from '../refunds/refund-notice.mail.js';
import type { OrderMailKind } from './order-mail-kind.js';

/** Every e-mail sent for an order event; a new kind is one entry here (the consumer refuses to start without one per job). */
export const ORDER_MAIL_KINDS: readonly OrderMailKind[] = [
  receiptMail,
  refundNoticeMail,
  linksResentMail,
  picksDeliveredMail,
];
