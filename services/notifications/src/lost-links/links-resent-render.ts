import type { OrderReceipt } from '@shop/contracts';
import e from 'escape-html';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';
import { downloadListHtml, downloadListText } from '../order-mail/download-list.js';
import { RECEIPT_TEXTS } from '../receipts/receipt-render.js';
import { shortOrderNumber, utcDateTime } from '../receipts/receipt-format.js';

export const LINKS_RESENT_TEXTS = {
  subject: (shopName: string, orderId: string) =>
    `Your download links from ${shopName} (order ${shortOrderNumber(orderId)})`,
  greeting: (name: string) => `Hello ${name},`,
  intro: 'Here are the download links of your order again, as you asked.',
  orderNumber: RECEIPT_TEXTS.orderNumber,
  orderDate: RECEIPT_TEXTS.orderDate,
  downloadsHeading: RECEIPT_TEXTS.downloadsHeading,
  expires: RECEIPT_TEXTS.expires,
  noDownloads: 'This order has no live download links right now. Reply to this e-mail and we will help.',
  notYou: 'If you did not ask for this e-mail, you can ignore it: the links were sent only to you.',
} as const;

function renderText(receipt: OrderReceipt, subject: string): string {
  return [
    subject,
    '',
    LINKS_RESENT_TEXTS.greeting(receipt.customerName),
    '',
    LINKS_RESENT_TEXTS.intro,
    '',
    `${LINKS_RESENT_TEXTS.orderNumber}: ${receipt.orderId}`,
    `${LINKS_RESENT_TEXTS.orderDate}: ${utcDateTime(receipt.createdAt)}`,
    '',
    `${LINKS_RESENT_TEXTS.downloadsHeading}:`,
    ...downloadListText(receipt.downloads, LINKS_RESENT_TEXTS.noDownloads),
    '',
    LINKS_RESENT_TEXTS.notYou,
    '',
  ].join('\n');
}

function renderHtml(receipt: OrderReceipt, subject: string): string {
  return htmlDocument(
    subject,
    `<p>${e(LINKS_RESENT_TEXTS.greeting(receipt.customerName))}</p>
<p>${e(LINKS_RESENT_TEXTS.intro)}</p>
<p>${e(LINKS_RESENT_TEXTS.orderNumber)}: <code>${e(receipt.orderId)}</code><br>
${e(LINKS_RESENT_TEXTS.orderDate)}: ${e(utcDateTime(receipt.createdAt))}</p>
<h2 style="font-size:16px">${e(LINKS_RESENT_TEXTS.downloadsHeading)}</h2>
${downloadListHtml(receipt.downloads, LINKS_RESENT_TEXTS.noDownloads)}
<p style="color:#555">${e(LINKS_RESENT_TEXTS.notYou)}</p>`,
  );
}

/** The "links again" e-mail: the order's live links and their expiry, HTML and text. */
export function renderLinksResent(receipt: OrderReceipt, { shopName }: Pick<MailBranding, 'shopName'>): RenderedMail {
  const subject = LINKS_RESENT_TEXTS.subject(shopName, receipt.orderId);
  return { subject, text: renderText(receipt, subject), html: renderHtml(receipt, subject) };
}
