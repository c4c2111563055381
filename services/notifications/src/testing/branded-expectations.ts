import { expect } from 'vitest';
import type { MailBranding, RenderedMail } from '../mail/mail-layout.js';

/** A shop the artist has renamed and given a logo and a support address. */
export const STUDIO_BRANDING: MailBranding = {
  shopName: 'Studio <Nova>',
  logoUrl: 'https://shop.example.com/api/shop-identity/logo?v=0123456789abcdef',
  supportEmail: 'help@studio.example',
  publicBaseUrl: 'https://shop.example.com',
};

/** The inside of an htmlDocument's body: what a kind wrote, which the frame must keep as it is. */
export function bodyOf(html: string): string {
  const match = /<body[^>]*>\n([\s\S]*)\n<\/body>/.exec(html);
  if (!match?.[1]) throw new Error('not an htmlDocument');
  return match[1];
}

/**
 * A mail as sent carries the branded frame (the shop's name and logo on top, the support
 * address and the shop's link below) in HTML and text, around the kind's own text and HTML, unchanged.
 */
export function expectBrandedFrame(sent: RenderedMail, kindMail: RenderedMail, branding = STUDIO_BRANDING) {
  expect(sent.subject).toBe(kindMail.subject);
  expect(sent.text.startsWith(`${branding.shopName}\n`)).toBe(true);
  expect(sent.text).toContain(kindMail.text.trimEnd());
  expect(sent.text).toContain(`Questions? Write to ${branding.supportEmail}.`);
  expect(sent.text).toContain(`${branding.shopName}: ${branding.publicBaseUrl}`);
  expect(sent.html).toContain(bodyOf(kindMail.html));
  expect(sent.html).toContain('Studio &lt;Nova&gt;');
  expect(sent.html).not.toContain('Studio <Nova>');
  if (branding.logoUrl) expect(sent.html).toContain(`<img src="${branding.logoUrl}" alt="Studio &lt;Nova&gt;"`);
  expect(sent.html).toContain(`<a href="mailto:${branding.supportEmail}">${branding.supportEmail}</a>`);
  // The header comes before the kind's body, the support address after it.
  const body = sent.html.indexOf(bodyOf(kindMail.html));
  expect(sent.html.indexOf('data-part="brand-header"')).toBeLessThan(body);
  expect(sent.html.indexOf('data-part="brand-footer"')).toBeGreaterThan(body);
}

const cents = (amount: string) => Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100);

/** The totals a text shows (after its `from` line) add up: subtotal − discount + tax = total, as the order records. */
export function expectTotalsAddUp(
  text: string,
  expected: { subtotal: string; discount: string; tax: string; total: string },
) {
  const amount = (label: RegExp) => {
    const match = label.exec(text);
    return match?.[1] ? cents(match[1]) : 0;
  };
  const subtotal = amount(/^Subtotal: (\$[\d.]+)$/m);
  const discount = amount(/^Discount[^:]*: (−\$[\d.]+)$/m);
  const tax = amount(/^(?:Tax|[A-Z][A-Za-z ]+ \()[^:]*: (\$[\d.]+)$/m);
  const total = amount(/^Total: (\$[\d.]+)$/m);
  expect({ subtotal, discount, tax, total }).toEqual({
    subtotal: cents(expected.subtotal),
    discount: cents(expected.discount),
    tax: cents(expected.tax),
    total: cents(expected.total),
  });
  expect(subtotal - discount + tax).toBe(total);
}
