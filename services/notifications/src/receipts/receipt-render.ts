import { US_COUNTRY_CODE, type OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';
import { downloadListHtml, downloadListText, linkExpires } from '../order-mail/download-list.js';
import { picksNoteHtml, picksNoteText } from '../order-mail/picks-note.js';
import { dollars, percent, shortOrderNumber, utcDateTime } from './receipt-format.js';

export const RECEIPT_TEXTS = {
  subject: (shopName: string, orderId: string) => `Your receipt from ${shopName} (order ${shortOrderNumber(orderId)})`,
  greeting: (name: string) => `Thank you for your purchase, ${name}!`,
  orderNumber: 'Order number',
  orderDate: 'Date',
  status: 'Status',
  subtotal: 'Subtotal',
  // The printable receipt's label (apps/web orders messages), so both read the same.
  discount: (promoCode: string | null) => (promoCode ? `Discount (${promoCode})` : 'Discount'),
  tax: (stateCode: string | null, taxRate: string | null) =>
    stateCode && taxRate ? `Tax (${stateCode}, ${percent(taxRate)})` : stateCode ? `Tax (${stateCode})` : 'Tax',
  /** Issue #25: a buyer outside the US paid the country's tax, named ("VAT (Germany, 19%)"), or none. */
  countryTax: (taxName: string | null, country: string, taxRate: string | null) =>
    taxName === null
      ? `Tax (${country})`
      : taxRate
        ? `${taxName} (${country}, ${percent(taxRate)})`
        : `${taxName} (${country})`,
  total: 'Total',
  downloadsHeading: 'Your downloads',
  expires: linkExpires,
  noDownloads: 'This order has no download links yet. We will e-mail you when they are ready.',
  keep: 'Keep this e-mail: the links above are your way back to your files.',
} as const;

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  reversed: 'Reversed',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function taxLabel(receipt: OrderReceipt): string {
  const countryCode = receipt.countryCode ?? US_COUNTRY_CODE;
  if (countryCode === US_COUNTRY_CODE) return RECEIPT_TEXTS.tax(receipt.stateCode, receipt.taxRate);
  const country = regionNames.of(countryCode) ?? countryCode;
  return RECEIPT_TEXTS.countryTax(receipt.taxName ?? null, country, receipt.taxRate);
}

/** The totals in the order they add up: subtotal, the discount (only when there is one), tax, total. */
function totalRows(receipt: OrderReceipt): { label: string; amount: string; isTotal?: boolean }[] {
  const hasDiscount = receipt.discount !== '0.00';
  return [
    { label: RECEIPT_TEXTS.subtotal, amount: dollars(receipt.subtotal) },
    ...(hasDiscount
      ? [{ label: RECEIPT_TEXTS.discount(receipt.promoCode), amount: `−${dollars(receipt.discount)}` }]
      : []),
    { label: taxLabel(receipt), amount: dollars(receipt.tax) },
    { label: RECEIPT_TEXTS.total, amount: dollars(receipt.total), isTotal: true },
  ];
}

function lineText(line: OrderReceipt['lines'][number]): string {
  const quantity = line.quantity > 1 ? ` × ${line.quantity} at ${dollars(line.unitPrice)}` : '';
  return `${line.title}${quantity}: ${dollars(line.lineTotal)}`;
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
    '',
    ...receipt.lines.map((line) => `- ${lineText(line)}`),
    '',
    ...totalRows(receipt).map((row) => `${row.label}: ${row.amount}`),
    '',
    ...picksNoteText(receipt.picks),
    `${RECEIPT_TEXTS.downloadsHeading}:`,
    ...downloadListText(receipt.downloads, RECEIPT_TEXTS.noDownloads),
    '',
    RECEIPT_TEXTS.keep,
    '',
  ].join('\n');
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;';

function renderHtml(receipt: OrderReceipt, subject: string): string {
  const lines = receipt.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${e(line.title)}</td><td style="${cell}text-align:right">${line.quantity}</td>` +
        `<td style="${cell}text-align:right">${e(dollars(line.unitPrice))}</td>` +
        `<td style="${cell}text-align:right">${e(dollars(line.lineTotal))}</td></tr>`,
    )
    .join('\n');
  const totals = totalRows(receipt)
    .map(
      ({ label, amount, isTotal }) =>
        `<tr${isTotal ? ' style="font-weight:bold"' : ''}><td colspan="3" style="${cell}text-align:right">${e(label)}</td>` +
        `<td style="${cell}text-align:right">${e(amount)}</td></tr>`,
    )
    .join('\n');
  return htmlDocument(
    subject,
    `<h1 style="font-size:20px">${e(RECEIPT_TEXTS.greeting(receipt.customerName))}</h1>
<p>${e(RECEIPT_TEXTS.orderNumber)}: <code>${e(receipt.orderId)}</code><br>
${e(RECEIPT_TEXTS.orderDate)}: ${e(utcDateTime(receipt.createdAt))}<br>
${e(RECEIPT_TEXTS.status)}: ${e(statusLabel(receipt.status))}</p>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th style="${cell}text-align:left">Item</th><th style="${cell}text-align:right">Qty</th><th style="${cell}text-align:right">Price</th><th style="${cell}text-align:right">Amount</th></tr></thead>
<tbody>
${lines}
${totals}
</tbody>
</table>
${picksNoteHtml(receipt.picks)}
<h2 style="font-size:16px">${e(RECEIPT_TEXTS.downloadsHeading)}</h2>
${downloadListHtml(receipt.downloads, RECEIPT_TEXTS.noDownloads)}
<p style="color:#555">${e(RECEIPT_TEXTS.keep)}</p>`,
  );
}

/** The receipt e-mail (issue #14): the same facts as HTML and as plain text. */
export function renderReceipt(receipt: OrderReceipt, { shopName }: MailBranding): RenderedMail {
  const subject = RECEIPT_TEXTS.subject(shopName, receipt.orderId);
  return { subject, text: renderText(receipt, subject), html: renderHtml(receipt, subject) };
}
