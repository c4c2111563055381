import type { OrderReceipt } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { percent, utcDateTime } from './receipt-format.js';
import { RECEIPT_TEXTS, renderReceipt } from './receipt-render.js';

const receipt = (changes: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderId: '1a2b3c4d-0000-4000-8000-000000000001',
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.com',
  status: 'completed',
  createdAt: '2026-11-25T09:30:00.000Z',
  stateCode: 'CA',
  countryCode: 'US',
  taxName: 'Sales Tax',
  taxRate: '0.07250',
  subtotal: '34.98',
  discount: '0.00',
  promoCode: null,
  tax: '2.54',
  total: '37.52',
  lines: [
    { title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
    { title: '3-Pack', quantity: 2, unitPrice: '7.50', lineTotal: '15.00' },
  ],
  downloads: [
    {
      name: 'fox.png',
      url: 'https://shop.example.com/api/downloads/abc',
      expiresAt: '2026-12-25T09:30:00.000Z',
    },
  ],
  ...changes,
});

const branding = { shopName: 'Algorithmic Art Gallery' };

describe('the receipt e-mail', () => {
  it('names the shop and the short order number in the subject', () => {
    expect(renderReceipt(receipt(), branding).subject).toBe(
      'Your receipt from Algorithmic Art Gallery (order 1a2b3c4d)',
    );
  });

  it('gives every fact in plain text: order number, lines, subtotal, state and tax rate, total, links and expiry', () => {
    const { text } = renderReceipt(receipt(), branding);
    expect(text).toContain('Thank you for your purchase, Grace Hopper!');
    expect(text).toContain('Order number: 1a2b3c4d-0000-4000-8000-000000000001');
    expect(text).toContain('Date: November 25, 2026 at 9:30 AM UTC');
    expect(text).toContain('Status: Completed');
    expect(text).toContain('- Neon Fox: $19.99');
    expect(text).toContain('- 3-Pack × 2 at $7.50: $15.00');
    expect(text).toContain('Subtotal: $34.98');
    expect(text).toContain('Tax (CA, 7.25%): $2.54');
    expect(text).toContain('Total: $37.52');
    expect(text).toContain(
      '- fox.png\n  https://shop.example.com/api/downloads/abc\n  Link expires December 25, 2026 at 9:30 AM UTC.',
    );
  });

  it('gives the same facts in HTML, with each link as a link', () => {
    const { html } = renderReceipt(receipt(), branding);
    expect(html).toContain('<code>1a2b3c4d-0000-4000-8000-000000000001</code>');
    expect(html).toContain('>Neon Fox</td>');
    expect(html).toContain('>$19.99</td>');
    expect(html).toContain('>Tax (CA, 7.25%)</td>');
    expect(html).toContain('>$37.52</td>');
    expect(html).toContain('<a href="https://shop.example.com/api/downloads/abc">fox.png</a>');
    expect(html).toContain('Link expires December 25, 2026 at 9:30 AM UTC.');
  });

  it('escapes what came from a buyer, a title or a file name', () => {
    const { html, subject } = renderReceipt(
      receipt({
        customerName: '<script>alert(1)</script>',
        lines: [{ title: 'Tom & "Jerry" <b>', quantity: 1, unitPrice: '1.00', lineTotal: '1.00' }],
        downloads: [
          {
            name: "o'neil<img src=x>.png",
            url: 'https://shop.example.com/a?b=1&c="2"',
            expiresAt: '2026-12-25T09:30:00.000Z',
          },
        ],
      }),
      branding,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(html).toContain('href="https://shop.example.com/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain('o&#39;neil&lt;img src=x&gt;.png');
    expect(subject).not.toContain('<');
  });

  it('never makes a link of something that is not a web address', () => {
    const { html } = renderReceipt(
      receipt({ downloads: [{ name: 'x.png', url: 'javascript:alert(1)', expiresAt: '2026-12-25T09:30:00.000Z' }] }),
      branding,
    );
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('x.png (javascript:alert(1))');
  });

  it('shows a promo discount between subtotal and tax, with its code, so the receipt adds up', () => {
    const discounted = receipt({
      subtotal: '9.99',
      discount: '3.00',
      promoCode: 'LAUNCH30',
      tax: '0.56',
      total: '7.55',
    });
    const { text, html } = renderReceipt(discounted, branding);
    expect(text).toContain('Subtotal: $9.99\nDiscount (LAUNCH30): −$3.00\nTax (CA, 7.25%): $0.56\nTotal: $7.55');
    expect(html).toMatch(
      />Subtotal<\/td>[^]*>Discount \(LAUNCH30\)<\/td>\s*<td[^>]*>−\$3\.00<\/td>[^]*>Tax \(CA, 7\.25%\)</,
    );
  });

  it('has no discount line without a discount', () => {
    const { text, html } = renderReceipt(receipt(), branding);
    expect(text).not.toContain('Discount');
    expect(html).not.toContain('Discount');
  });

  it('labels tax without a rate or state on orders stored before they were kept, and says when there are no links', () => {
    const { text } = renderReceipt(receipt({ stateCode: null, taxRate: null, downloads: [] }), branding);
    expect(text).toContain('Tax: $2.54');
    expect(text).toContain(RECEIPT_TEXTS.noDownloads);
  });
});

describe('the receipt e-mail of a buyer outside the US', () => {
  it("names the country's tax and rate, and says so when none was charged", () => {
    const vat = receipt({ stateCode: null, countryCode: 'DE', taxName: 'VAT', taxRate: '0.19000', tax: '6.65' });
    expect(renderReceipt(vat, branding).text).toContain('VAT (Germany, 19%): $6.65');
    expect(renderReceipt(vat, branding).html).toContain('>VAT (Germany, 19%)</td>');
    const none = receipt({ stateCode: null, countryCode: 'BR', taxName: null, taxRate: '0', tax: '0.00' });
    expect(renderReceipt(none, branding).text).toContain('Tax (Brazil): $0.00');
  });
});

describe('receipt formats', () => {
  it('shows a stored tax rate as a percentage without float noise', () => {
    expect(percent('0.07250')).toBe('7.25%');
    expect(percent('0.06000')).toBe('6%');
    expect(percent('0.00000')).toBe('0%');
    expect(percent('0.1')).toBe('10%');
    expect(percent('0.08875')).toBe('8.875%');
  });

  it('says "Choose your N artworks" with the picker’s link while a pack has picks left', () => {
    const picks = { left: 3, pickerUrl: 'https://shop.example.com/download?order=1a2b#choose-artworks' };
    const { text, html } = renderReceipt(receipt({ downloads: [], picks }), branding);
    expect(text).toContain('Choose your 3 artworks\n');
    expect(text).toContain('https://shop.example.com/download?order=1a2b#choose-artworks\n');
    expect(html).toContain('Choose your 3 artworks');
    expect(html).toContain('href="https://shop.example.com/download?order=1a2b#choose-artworks"');
    expect(renderReceipt(receipt(), branding).text).not.toContain('Choose your');
  });

  // Never "no download links yet" beside "the links above are your way back".
  it('says one true thing about the links: the picks note alone while a pack waits for its picks', () => {
    const picks = { left: 2, pickerUrl: 'https://shop.example.com/download?order=1a2b#choose-artworks' };
    const waiting = renderReceipt(receipt({ downloads: [], picks }), branding);
    for (const body of [waiting.text, waiting.html]) {
      expect(body).toContain('Choose your 2 artworks');
      expect(body).not.toContain(RECEIPT_TEXTS.noDownloads);
      expect(body).not.toContain(RECEIPT_TEXTS.keep.slice(0, 30));
    }
    const none = renderReceipt(receipt({ downloads: [] }), branding);
    expect(none.text).toContain(RECEIPT_TEXTS.noDownloads);
    expect(none.text).not.toContain(RECEIPT_TEXTS.keep);
    const some = renderReceipt(receipt({ picks }), branding);
    expect(some.text).toContain(RECEIPT_TEXTS.keep);
    expect(some.text).not.toContain(RECEIPT_TEXTS.noDownloads);
  });

  it('shows dates in UTC, whatever the server’s zone', () => {
    expect(utcDateTime('2026-12-31T23:59:00.000Z')).toBe('December 31, 2026 at 11:59 PM UTC');
  });
});
