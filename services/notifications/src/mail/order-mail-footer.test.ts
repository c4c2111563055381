import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../testing/receipt-fixture.js';
import { htmlDocument } from './mail-layout.js';
import { everyLineHasTier, ORDER_MAIL_FOOTER_TEXTS, withOrderMailFooter } from './order-mail-footer.js';

const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';

describe('the order e-mails’ shared footer', () => {
  const mail = { subject: 'S', text: 'Body\n', html: htmlDocument('S', '<p>Body</p>') };
  const footed = withOrderMailFooter(mail, { publicBaseUrl: 'https://shop.example.com/', orderId: ORDER_ID });

  it('ends the text with the order page, the licence, the lost-links page and the store policies', () => {
    expect(footed.subject).toBe('S');
    expect(footed.text).toBe(
      [
        'Body',
        '',
        `View your order: https://shop.example.com/success?order=${ORDER_ID}`,
        'Licence: digital download. One licence per artwork, for one buyer. Read the licence: https://shop.example.com/policies/licence',
        '',
        'Lost your download links? Get your download links again: https://shop.example.com/download',
        'All your orders, later too: Open your library: https://shop.example.com/library',
        '',
        'Store policies:',
        '- Terms of Sale: https://shop.example.com/policies/terms',
        '- Privacy Policy: https://shop.example.com/policies/privacy',
        '- Refund Policy: https://shop.example.com/policies/refund-policy',
        '- Licence: https://shop.example.com/policies/licence',
        '- FAQ: https://shop.example.com/policies/faq',
        '',
      ].join('\n'),
    );
  });

  it('ends the HTML body with the same links', () => {
    expect(footed.html).toContain(`<a href="https://shop.example.com/success?order=${ORDER_ID}">View your order</a>`);
    expect(footed.html).toContain('<a href="https://shop.example.com/policies/licence">Read the licence</a>');
    expect(footed.html).toMatch(
      /<hr[^>]*>\n<p[^>]*>Lost your download links\? <a href="https:\/\/shop\.example\.com\/download">Get your download links again<\/a><\/p>\n<p[^>]*>All your orders, later too: <a href="https:\/\/shop\.example\.com\/library">Open your library<\/a><\/p>\n<p[^>]*>Store policies: .*<\/p>\n<\/body>\n<\/html>\n$/,
    );
    expect(footed.html).toContain('<a href="https://shop.example.com/policies/refund-policy">Refund Policy</a>');
    expect(footed.html.match(/\/policies\//g)).toHaveLength(6);
  });

  it("leaves out the shop's one licence when every item was bought under a tier, which the mail names", () => {
    const tiered = buildReceipt({
      lines: [
        {
          artworkId: 'w1',
          title: 'Neon Fox',
          quantity: 1,
          unitPrice: '39.99',
          lineTotal: '39.99',
          licence: { name: 'Commercial', text: 'Use in products you sell.' },
        },
      ],
    });
    expect(everyLineHasTier(tiered)).toBe(true);
    expect(everyLineHasTier(buildReceipt({}))).toBe(false);
    const withTiers = withOrderMailFooter(mail, {
      publicBaseUrl: 'https://shop.example.com/',
      orderId: ORDER_ID,
      everyItemHasTier: true,
    });
    expect(withTiers.text).toContain(ORDER_MAIL_FOOTER_TEXTS.tierLicences);
    expect(withTiers.text).not.toContain('Read the licence');
    expect(withTiers.html).toContain(ORDER_MAIL_FOOTER_TEXTS.tierLicences);
    expect(withTiers.html).not.toContain('Read the licence');
  });

  it("adds the order's items with their thumbnails and its totals when asked to", () => {
    const receipt = buildReceipt({
      subtotal: '19.99',
      discount: '2.00',
      promoCode: 'TWO',
      stateCode: 'CA',
      taxRate: '0.0725',
      tax: '1.30',
      total: '19.29',
      lines: [{ artworkId: 'w1', title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' }],
    });
    const thumbnails = new Map([['w1', 'https://shop.example.com/api/files/w1.png?w=480']]);
    const withSummary = withOrderMailFooter(mail, {
      publicBaseUrl: 'https://shop.example.com/',
      orderId: ORDER_ID,
      summary: { receipt, thumbnails },
    });
    expect(withSummary.text).toContain(
      [
        'Your order:',
        '- Neon Fox: $19.99',
        '',
        'Subtotal: $19.99',
        'Discount (TWO): −$2.00',
        'Tax (CA, 7.25%): $1.30',
        'Total: $19.29',
      ].join('\n'),
    );
    expect(withSummary.html).toContain('<img src="https://shop.example.com/api/files/w1.png?w=480"');
    expect(withSummary.html).toMatch(/Neon Fox<\/td>/);
  });
});
