import type { OrderReceipt, RefundNotice } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderLinksResent } from '../lost-links/links-resent-render.js';
import { withBrandedFrame } from '../mail/branded-frame.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import { withOrderMailFooter } from '../mail/order-mail-footer.js';
import { renderPicksDelivered } from '../pack-picks/picks-delivered-render.js';
import { RECEIPT_TEXTS, renderReceipt } from '../receipts/receipt-render.js';
import { REFUND_TEXTS, renderRefundNotice } from '../refunds/refund-render.js';
import { expectBrandedFrame, expectTotalsAddUp, STUDIO_BRANDING } from '../testing/branded-expectations.js';
import { buildReceipt } from '../testing/receipt-fixture.js';
import type { Thumbnails } from './order-summary.js';

const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';

// A German buyer with a promo code: every totals line is there, and they add up to what the order records.
const receipt: OrderReceipt = buildReceipt({
  orderId: ORDER_ID,
  countryCode: 'DE',
  taxName: 'VAT',
  taxRate: '0.19',
  subtotal: '34.98',
  discount: '3.50',
  promoCode: 'SPRING',
  tax: '5.98',
  total: '37.46',
  lines: [
    { artworkId: 'w-fox', title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
    { artworkId: 'w-owl', title: 'Owl & Moon', quantity: 1, unitPrice: '14.99', lineTotal: '14.99' },
  ],
});
const thumbnails: Thumbnails = new Map([
  ['w-fox', 'https://shop.example.com/api/files/w-fox.png?w=480'],
  ['w-owl', 'https://shop.example.com/api/files/w-owl.webp?w=480'],
]);
const notice: RefundNotice = {
  orderId: ORDER_ID,
  customerName: 'Grace <Hopper>',
  customerEmail: 'grace@example.com',
  status: 'partially_refunded',
  source: 'dashboard',
  amount: '16.07',
  orderTotal: '37.46',
  refundedTotal: '16.07',
  lines: [{ title: 'Owl & Moon', quantity: 1 }],
  closedDownloads: ['owl.png'],
  reason: null,
};

/** As the order-mail sender and the once-mailer send it: the kind's mail, the order's footer, the branded frame. */
const asSent = (mail: RenderedMail, showsSummary: boolean) =>
  withBrandedFrame(
    withOrderMailFooter(mail, {
      publicBaseUrl: STUDIO_BRANDING.publicBaseUrl,
      orderId: ORDER_ID,
      ...(showsSummary ? {} : { summary: { receipt, thumbnails } }),
    }),
    STUDIO_BRANDING,
  );

const KINDS: [string, RenderedMail, boolean][] = [
  ['the receipt', renderReceipt(receipt, STUDIO_BRANDING, thumbnails), true],
  ['the refund notice', renderRefundNotice(notice, STUDIO_BRANDING), false],
  ['the links again', renderLinksResent(receipt, STUDIO_BRANDING), false],
  ['the picks delivered', renderPicksDelivered(receipt, STUDIO_BRANDING), false],
];

describe('every order e-mail in the one branded template', () => {
  describe.each(KINDS)('%s', (_name, kindMail, showsSummary) => {
    const sent = asSent(kindMail, showsSummary);

    it("keeps the kind's subject and texts exactly, inside the shop's name, logo and support address", () => {
      expectBrandedFrame(sent, kindMail);
    });

    // A phone's web view lays the e-mail out at its own width, never 980 px.
    it('asks for the device width and sets no fixed width wider than a phone', () => {
      expect(sent.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      const fixed = [...sent.html.matchAll(/(?<![-\w])width(?:="|:\s*)(\d+)(?:px)?/g)].map((m) => Number(m[1]));
      expect(
        fixed.every((px) => px <= 358),
        `fixed widths ${fixed.join(', ')}`,
      ).toBe(true);
    });

    it("shows each item's thumbnail and title, and totals that add up to the order's", () => {
      for (const [id, url] of thumbnails) expect(sent.html, id).toContain(`<img src="${url}"`);
      expect(sent.html).toContain('Neon Fox');
      expect(sent.html).toContain('Owl &amp; Moon');
      expect(sent.text).toContain('- Neon Fox: $19.99');
      expect(sent.text).toContain('- Owl & Moon: $14.99');
      expect(sent.text).toContain('VAT (Germany, 19%): $5.98');
      expect(sent.html).toContain('VAT (Germany, 19%)');
      expectTotalsAddUp(sent.text, receipt);
      // Shown once: by the receipt's own body, or by the footer of the others.
      expect(sent.text.match(/^Total: /gm)).toHaveLength(1);
    });

    it('links the order page, the licence, the lost-links page and the policies, in text and HTML', () => {
      const orderPage = `https://shop.example.com/success?order=${ORDER_ID}`;
      expect(sent.text).toContain(`View your order: ${orderPage}`);
      expect(sent.html).toContain(`<a href="${orderPage}">View your order</a>`);
      expect(sent.text).toContain(
        'Licence: digital download. One licence per artwork, for one buyer. Read the licence: https://shop.example.com/policies/licence',
      );
      expect(sent.html).toContain('<a href="https://shop.example.com/policies/licence">Read the licence</a>');
      expect(sent.text).toContain('Get your download links again: https://shop.example.com/download');
      expect(sent.html).toContain('<a href="https://shop.example.com/download">Get your download links again</a>');
      expect(sent.text).toContain('- Refund Policy: https://shop.example.com/policies/refund-policy');
    });
  });

  it("names the artist's shop in the subjects, whose wording is unchanged", () => {
    const [receiptMail, refundMail, linksMail, picksMail] = KINDS.map(([, mail]) => mail.subject);
    expect(receiptMail).toBe(RECEIPT_TEXTS.subject('Studio <Nova>', ORDER_ID));
    expect(receiptMail).toBe('Your receipt from Studio <Nova> (order 1a2b3c4d)');
    expect(refundMail).toBe(REFUND_TEXTS.subject('Studio <Nova>', ORDER_ID, false));
    expect(linksMail).toBe('Your download links from Studio <Nova> (order 1a2b3c4d)');
    expect(picksMail).toBe('Your chosen artworks from Studio <Nova> (order 1a2b3c4d)');
  });

  it('shows the name alone when the shop has no logo, and a line without a known work has no picture', () => {
    const noLogo = { ...STUDIO_BRANDING, logoUrl: null };
    const kindMail = renderReceipt(
      receipt,
      noLogo,
      new Map([['w-fox', 'https://shop.example.com/api/files/w-fox.png?w=480']]),
    );
    const sent = withBrandedFrame(kindMail, noLogo);
    expectBrandedFrame(sent, kindMail, noLogo);
    expect(sent.html.match(/<img /g)).toHaveLength(1);
  });
});
