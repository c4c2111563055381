import type { OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';
import { downloadListHtml, downloadListText } from '../order-mail/download-list.js';
import { picksNoteHtml, picksNoteText } from '../order-mail/picks-note.js';
import { RECEIPT_TEXTS } from '../receipts/receipt-render.js';
import { shortOrderNumber } from '../receipts/receipt-format.js';

export const PICKS_DELIVERED_TEXTS = {
  subject: (shopName: string, orderId: string) =>
    `Your chosen artworks from ${shopName} (order ${shortOrderNumber(orderId)})`,
  greeting: (name: string) => `Hello ${name},`,
  intro: 'The artworks you chose for your pack are ready. Here are the download links of your order:',
  orderNumber: RECEIPT_TEXTS.orderNumber,
  downloadsHeading: RECEIPT_TEXTS.downloadsHeading,
  noDownloads: 'This order has no live download links right now. Reply to this e-mail and we will help.',
  keep: RECEIPT_TEXTS.keep,
} as const;

function renderText(receipt: OrderReceipt, subject: string): string {
  return [
    subject,
    '',
    PICKS_DELIVERED_TEXTS.greeting(receipt.customerName),
    '',
    PICKS_DELIVERED_TEXTS.intro,
    '',
    `${PICKS_DELIVERED_TEXTS.orderNumber}: ${receipt.orderId}`,
    '',
    `${PICKS_DELIVERED_TEXTS.downloadsHeading}:`,
    ...downloadListText(receipt.downloads, PICKS_DELIVERED_TEXTS.noDownloads),
    '',
    ...picksNoteText(receipt.picks),
    PICKS_DELIVERED_TEXTS.keep,
    '',
  ].join('\n');
}

function renderHtml(receipt: OrderReceipt, subject: string): string {
  return htmlDocument(
    subject,
    `<p>${e(PICKS_DELIVERED_TEXTS.greeting(receipt.customerName))}</p>
<p>${e(PICKS_DELIVERED_TEXTS.intro)}</p>
<p>${e(PICKS_DELIVERED_TEXTS.orderNumber)}: <code>${e(receipt.orderId)}</code></p>
<h2 style="font-size:16px">${e(PICKS_DELIVERED_TEXTS.downloadsHeading)}</h2>
${downloadListHtml(receipt.downloads, PICKS_DELIVERED_TEXTS.noDownloads)}
${picksNoteHtml(receipt.picks)}
<p style="color:#555">${e(PICKS_DELIVERED_TEXTS.keep)}</p>`,
  );
}

/** After a pack's picks, the order's live links (the picks among them), HTML and text. */
export function renderPicksDelivered(
  receipt: OrderReceipt,
  { shopName }: Pick<MailBranding, 'shopName'>,
): RenderedMail {
  const subject = PICKS_DELIVERED_TEXTS.subject(shopName, receipt.orderId);
  return { subject, text: renderText(receipt, subject), html: renderHtml(receipt, subject) };
}
