import type { RefundNotice } from '@shop/contracts';
import e from 'escape-html';
import { dollars, shortOrderNumber } from '../receipts/receipt-format.js';
import { htmlDocument, type MailBranding, type RenderedMail } from '../mail/mail-layout.js';

export const REFUND_TEXTS = {
  subject: (shopName: string, orderId: string, whole: boolean) =>
    `${whole ? 'Your order was refunded' : 'Part of your order was refunded'}: ${shopName} (order ${shortOrderNumber(orderId)})`,
  chargebackSubject: (shopName: string, orderId: string) =>
    `Your payment was reversed: ${shopName} (order ${shortOrderNumber(orderId)})`,
  greeting: (name: string) => `Hello ${name},`,
  refunded: (amount: string) => `We refunded ${dollars(amount)} to your payment method.`,
  chargeback: (amount: string) =>
    `Your payment of ${dollars(amount)} was reversed at your bank or PayPal's request (a charge-back).`,
  timing: 'It usually shows on your statement within 5-10 business days.',
  reason: (reason: string) => `Reason: ${reason}`,
  orderNumber: 'Order number',
  linesHeading: 'What was refunded',
  amountOnly: (amount: string) => `An amount of ${dollars(amount)} of the order (no single item).`,
  closedHeading: 'Downloads now closed',
  noneClosed: 'None of your downloads were closed.',
  totals: (refunded: string, total: string) => `Refunded so far: ${dollars(refunded)} of ${dollars(total)}.`,
  stillOpen: 'The downloads of the items you kept keep working with the links you already have.',
  allClosed: 'Every download of this order is now closed.',
  questions: 'Questions? Reply to this e-mail or use the contact form on our site.',
} as const;

const whole = (notice: RefundNotice) => notice.status === 'refunded' || notice.status === 'reversed';

function lineList(notice: RefundNotice): string[] {
  return notice.lines.length === 0
    ? [REFUND_TEXTS.amountOnly(notice.amount)]
    : notice.lines.map((line) => (line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title));
}

function paragraphs(notice: RefundNotice): string[] {
  return [
    notice.source === 'chargeback' ? REFUND_TEXTS.chargeback(notice.amount) : REFUND_TEXTS.refunded(notice.amount),
    ...(notice.source === 'chargeback' ? [] : [REFUND_TEXTS.timing]),
    // The curator's reason, when they gave one.
    ...(notice.reason ? [REFUND_TEXTS.reason(notice.reason)] : []),
  ];
}

function renderText(notice: RefundNotice, subject: string): string {
  const closed =
    notice.closedDownloads.length === 0 ? [REFUND_TEXTS.noneClosed] : notice.closedDownloads.map((n) => `- ${n}`);
  return [
    subject,
    '',
    REFUND_TEXTS.greeting(notice.customerName),
    '',
    ...paragraphs(notice),
    '',
    `${REFUND_TEXTS.orderNumber}: ${notice.orderId}`,
    '',
    `${REFUND_TEXTS.linesHeading}:`,
    ...lineList(notice).map((line) => `- ${line}`),
    '',
    `${REFUND_TEXTS.closedHeading}:`,
    ...closed,
    '',
    REFUND_TEXTS.totals(notice.refundedTotal, notice.orderTotal),
    whole(notice) ? REFUND_TEXTS.allClosed : REFUND_TEXTS.stillOpen,
    '',
    REFUND_TEXTS.questions,
    '',
  ].join('\n');
}

function renderHtml(notice: RefundNotice, subject: string): string {
  const list = (items: string[]) => `<ul>\n${items.map((item) => `<li>${e(item)}</li>`).join('\n')}\n</ul>`;
  const closed =
    notice.closedDownloads.length === 0 ? `<p>${e(REFUND_TEXTS.noneClosed)}</p>` : list(notice.closedDownloads);
  return htmlDocument(
    subject,
    `<h1 style="font-size:20px">${e(REFUND_TEXTS.greeting(notice.customerName))}</h1>
${paragraphs(notice)
  .map((p) => `<p>${e(p)}</p>`)
  .join('\n')}
<p>${e(REFUND_TEXTS.orderNumber)}: <code>${e(notice.orderId)}</code></p>
<h2 style="font-size:16px">${e(REFUND_TEXTS.linesHeading)}</h2>
${list(lineList(notice))}
<h2 style="font-size:16px">${e(REFUND_TEXTS.closedHeading)}</h2>
${closed}
<p>${e(REFUND_TEXTS.totals(notice.refundedTotal, notice.orderTotal))}<br>
${e(whole(notice) ? REFUND_TEXTS.allClosed : REFUND_TEXTS.stillOpen)}</p>
<p style="color:#555">${e(REFUND_TEXTS.questions)}</p>`,
  );
}

/** The order.refunded e-mail: what was refunded, how much, which downloads closed. */
export function renderRefundNotice(notice: RefundNotice, { shopName }: Pick<MailBranding, 'shopName'>): RenderedMail {
  const subject =
    notice.source === 'chargeback'
      ? REFUND_TEXTS.chargebackSubject(shopName, notice.orderId)
      : REFUND_TEXTS.subject(shopName, notice.orderId, whole(notice));
  return { subject, text: renderText(notice, subject), html: renderHtml(notice, subject) };
}
