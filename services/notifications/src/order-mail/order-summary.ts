import { US_COUNTRY_CODE, type OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { dollars, percent } from '../receipts/receipt-format.js';

/** Artwork id → the absolute URL of its public (watermarked) thumbnail, for the works the catalog knows. */
export type Thumbnails = ReadonlyMap<string, string>;
export const NO_THUMBNAILS: Thumbnails = new Map();

/** The totals' labels, as the receipt has always worded them (and the printable receipt in apps/web). */
export const ORDER_TOTALS_TEXTS = {
  subtotal: 'Subtotal',
  discount: (promoCode: string | null) => (promoCode ? `Discount (${promoCode})` : 'Discount'),
  tax: (stateCode: string | null, taxRate: string | null) =>
    stateCode && taxRate ? `Tax (${stateCode}, ${percent(taxRate)})` : stateCode ? `Tax (${stateCode})` : 'Tax',
  /** A buyer outside the US paid the country's tax, named ("VAT (Germany, 19%)"), or none. */
  countryTax: (taxName: string | null, country: string, taxRate: string | null) =>
    taxName === null
      ? `Tax (${country})`
      : taxRate
        ? `${taxName} (${country}, ${percent(taxRate)})`
        : `${taxName} (${country})`,
  total: 'Total',
} as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function taxLabel(receipt: OrderReceipt): string {
  const countryCode = receipt.countryCode ?? US_COUNTRY_CODE;
  if (countryCode === US_COUNTRY_CODE) return ORDER_TOTALS_TEXTS.tax(receipt.stateCode, receipt.taxRate);
  const country = regionNames.of(countryCode) ?? countryCode;
  return ORDER_TOTALS_TEXTS.countryTax(receipt.taxName ?? null, country, receipt.taxRate);
}

/** The totals in the order they add up: subtotal, the discount (only when there is one), tax, total. */
export function totalRows(receipt: OrderReceipt): { label: string; amount: string; isTotal?: boolean }[] {
  const hasDiscount = receipt.discount !== '0.00';
  return [
    { label: ORDER_TOTALS_TEXTS.subtotal, amount: dollars(receipt.subtotal) },
    ...(hasDiscount
      ? [{ label: ORDER_TOTALS_TEXTS.discount(receipt.promoCode), amount: `−${dollars(receipt.discount)}` }]
      : []),
    { label: taxLabel(receipt), amount: dollars(receipt.tax) },
    { label: ORDER_TOTALS_TEXTS.total, amount: dollars(receipt.total), isTotal: true },
  ];
}

type Line = OrderReceipt['lines'][number];

/** "Commercial licence" for a line sold under a tier; nothing under the shop's one licence (the footer names it). */
export function lineLicenceLabel(line: Line): string | undefined {
  return line.licence ? `${line.licence.name} licence` : undefined;
}

function lineText(line: Line): string {
  const quantity = line.quantity > 1 ? ` × ${line.quantity} at ${dollars(line.unitPrice)}` : '';
  const licence = lineLicenceLabel(line);
  return `${line.title}${licence ? ` (${licence})` : ''}${quantity}: ${dollars(line.lineTotal)}`;
}

/** The licence's text as it was sold, indented under its line. */
function licenceTextLines(line: Line): string[] {
  return line.licence ? line.licence.text.split('\n').map((text) => `  ${text}`) : [];
}

/** The items and the totals as text lines: each item, a blank line, the totals. */
export function orderSummaryText(receipt: OrderReceipt): string[] {
  return [
    ...receipt.lines.flatMap((line) => [`- ${lineText(line)}`, ...licenceTextLines(line)]),
    '',
    ...totalRows(receipt).map((row) => `${row.label}: ${row.amount}`),
  ];
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;';

function thumbnailOf(line: Line, thumbnails: Thumbnails): string {
  const url = line.artworkId ? thumbnails.get(line.artworkId) : undefined;
  return url
    ? `<img src="${e(url)}" alt="" width="48" height="48" style="width:48px;height:48px;object-fit:cover;border-radius:4px;vertical-align:middle;margin-right:8px;border:0">`
    : '';
}

/** Under the title: the licence's name, and its text as it was sold, small. */
function licenceHtml(line: Line): string {
  const label = lineLicenceLabel(line);
  if (!line.licence || !label) return '';
  const text = line.licence.text
    .split('\n')
    .map((part) => e(part))
    .join('<br>');
  return (
    `<div style="font-weight:bold;margin-top:4px">${e(label)}</div>` +
    `<div style="color:#555;font-size:12px;margin-top:2px">${text}</div>`
  );
}

/** The same as a table: each item's thumbnail, title, quantity, price and amount, then the totals. */
export function orderSummaryHtml(receipt: OrderReceipt, thumbnails: Thumbnails): string {
  const lines = receipt.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${thumbnailOf(line, thumbnails)}${e(line.title)}${licenceHtml(line)}</td><td style="${cell}text-align:right">${line.quantity}</td>` +
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
  return `<table style="border-collapse:collapse;width:100%">
<thead><tr><th style="${cell}text-align:left">Item</th><th style="${cell}text-align:right">Qty</th><th style="${cell}text-align:right">Price</th><th style="${cell}text-align:right">Amount</th></tr></thead>
<tbody>
${lines}
${totals}
</tbody>
</table>`;
}
