import type { OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';
import { downloadListHtml, downloadListText, linkExpires } from '../order-mail/download-list.js';
import {
  NO_THUMBNAILS,
  ORDER_TOTALS_TEXTS,
  orderSummaryHtml,
  orderSummaryText,
  type Thumbnails,
} from '../order-mail/order-summary.js';
import { picksNoteHtml, picksNoteText } from '../order-mail/picks-note.js';
import { invoiceHtml, invoiceText, withdrawalConsentHtml, withdrawalConsentText } from './invoice-block.js';
import { shortOrderNumber, utcDateTime } from './receipt-format.js';

export const RECEIPT_TEXTS = {
  subject: (shopName: string, orderId: string) => `Your receipt from ${shopName} (order ${shortOrderNumber(orderId)})`,
  greeting: (name: string) => `Thank you for your purchase, ${name}!`,
  orderNumber: 'Order number',
  orderDate: 'Date',
  status: 'Status',
  subtotal: ORDER_TOTALS_TEXTS.subtotal,
  // The printable receipt's label (apps/web orders messages), so both read the same.
  discount: ORDER_TOTALS_TEXTS.discount,
  tax: ORDER_TOTALS_TEXTS.tax,
  /** A buyer outside the US paid the country's tax, named ("VAT (Germany, 19%)"), or none. */
  countryTax: ORDER_TOTALS_TEXTS.countryTax,
  total: ORDER_TOTALS_TEXTS.total,
  downloadsHeading: 'Your downloads',
  expires: linkExpires,
  noDownloads: 'This order has no download links yet. We will e-mail you when they are ready.',
  keep: 'Keep this e-mail: the links above are your way back to your files.',
} as const;

/**
 * The receipt says one true thing about its links. With links: the list and "keep this
 * e-mail". Without links but with picks left: only the picks note above (its links come by e-mail
 * once chosen), never "no links yet" beside "the links above". Without either: "no links yet".
 */
function downloadsPart(receipt: OrderReceipt): 'links' | 'picks' | 'none' {
  if (receipt.downloads.length > 0) return 'links';
  return receipt.picks ? 'picks' : 'none';
}

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  reversed: 'Reversed',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

function downloadsText(receipt: OrderReceipt): string[] {
  const part = downloadsPart(receipt);
  if (part === 'picks') return [];
  if (part === 'none') return [`${RECEIPT_TEXTS.downloadsHeading}:`, RECEIPT_TEXTS.noDownloads, ''];
  return [
    `${RECEIPT_TEXTS.downloadsHeading}:`,
    ...downloadListText(receipt.downloads, RECEIPT_TEXTS.noDownloads),
    '',
    RECEIPT_TEXTS.keep,
    '',
  ];
}

function downloadsHtml(receipt: OrderReceipt): string {
  const part = downloadsPart(receipt);
  if (part === 'picks') return '';
  const heading = `<h2 style="font-size:16px">${e(RECEIPT_TEXTS.downloadsHeading)}</h2>`;
  if (part === 'none') return `${heading}\n<p>${e(RECEIPT_TEXTS.noDownloads)}</p>`;
  return `${heading}
${downloadListHtml(receipt.downloads, RECEIPT_TEXTS.noDownloads)}
<p style="color:#555">${e(RECEIPT_TEXTS.keep)}</p>`;
}

function renderText(receipt: OrderReceipt, subject: string): string {
  return [
    subject,
    '',
    RECEIPT_TEXTS.greeting(receipt.customerName),
    '',
    `${RECEIPT_TEXTS.orderNumber}: ${receipt.orderId}`,
    `${RECEIPT_TEXTS.orderDate}: ${utcDateTime(receipt.createdAt)}`,
    `${RECEIPT_TEXTS.status}: ${statusLabel(receipt.status)}`,
    ...invoiceText(receipt),
    '',
    ...orderSummaryText(receipt),
    '',
    ...withdrawalConsentText(receipt),
    ...picksNoteText(receipt.picks),
    ...downloadsText(receipt),
  ].join('\n');
}

function renderHtml(receipt: OrderReceipt, subject: string, thumbnails: Thumbnails): string {
  return htmlDocument(
    subject,
    `<h1 style="font-size:20px">${e(RECEIPT_TEXTS.greeting(receipt.customerName))}</h1>
<p>${e(RECEIPT_TEXTS.orderNumber)}: <code>${e(receipt.orderId)}</code><br>
${e(RECEIPT_TEXTS.orderDate)}: ${e(utcDateTime(receipt.createdAt))}<br>
${e(RECEIPT_TEXTS.status)}: ${e(statusLabel(receipt.status))}</p>
${invoiceHtml(receipt)}
${orderSummaryHtml(receipt, thumbnails)}
${withdrawalConsentHtml(receipt)}
${picksNoteHtml(receipt.picks)}
${downloadsHtml(receipt)}`,
  );
}

/** The receipt e-mail: the same facts as HTML and as plain text; each item's thumbnail. */
export function renderReceipt(
  receipt: OrderReceipt,
  { shopName }: Pick<MailBranding, 'shopName'>,
  thumbnails: Thumbnails = NO_THUMBNAILS,
): RenderedMail {
  const subject = RECEIPT_TEXTS.subject(shopName, receipt.orderId);
  return { subject, text: renderText(receipt, subject), html: renderHtml(receipt, subject, thumbnails) };
}
