import type { OrderReceipt } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../testing/receipt-fixture.js';
import { LINKS_RESENT_TEXTS, renderLinksResent } from './links-resent-render.js';

const receipt = (changes: Partial<OrderReceipt> = {}) =>
  buildReceipt({
    downloads: [
      { name: 'fox.png', url: 'https://shop.example.com/api/downloads/abc', expiresAt: '2026-12-25T09:30:00.000Z' },
      { name: 'odd.png', url: 'javascript:alert(1)', expiresAt: '2026-12-25T09:30:00.000Z' },
    ],
    ...changes,
  });
const branding = { shopName: 'Algorithmic Art Gallery' };

describe('the links-again e-mail', () => {
  it('names the shop and the short order number, and gives each link with its expiry in text', () => {
    const mail = renderLinksResent(receipt(), branding);
    expect(mail.subject).toBe('Your download links from Algorithmic Art Gallery (order 1a2b3c4d)');
    expect(mail.text).toContain('Order number: 1a2b3c4d-0000-4000-8000-000000000001');
    expect(mail.text).toContain(
      '- fox.png\n  https://shop.example.com/api/downloads/abc\n  Link expires December 25, 2026 at 9:30 AM UTC.',
    );
  });

  it('escapes what the buyer typed and links only web addresses in HTML', () => {
    const { html } = renderLinksResent(receipt(), branding);
    expect(html).toContain('Hello Grace &lt;Hopper&gt;,');
    expect(html).toContain('<a href="https://shop.example.com/api/downloads/abc">fox.png</a>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('odd.png (javascript:alert(1))');
  });

  it('says so when no link is live', () => {
    const mail = renderLinksResent(receipt({ downloads: [] }), branding);
    expect(mail.text).toContain(LINKS_RESENT_TEXTS.noDownloads);
    expect(mail.html).toContain(LINKS_RESENT_TEXTS.noDownloads);
  });
});
