import type { OrderReceipt } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../testing/receipt-fixture.js';
import { renderPicksDelivered } from './picks-delivered-render.js';

const receipt = (changes: Partial<OrderReceipt> = {}) =>
  buildReceipt({
    lines: [{ title: 'Abstract 3-Pack', quantity: 1, unitPrice: '34.99', lineTotal: '34.99' }],
    downloads: [
      { name: 'dune.png', url: 'https://shop.example.com/api/downloads/abc', expiresAt: '2026-12-25T09:30:00.000Z' },
    ],
    picks: { left: 2, pickerUrl: 'https://shop.example.com/download?order=1a2b#choose-artworks' },
    ...changes,
  });

const branding = { shopName: 'Algorithmic Art Gallery' };

describe('the e-mail after a pack’s picks', () => {
  it('names the shop and the order, and lists the links with their expiry', () => {
    const { subject, text, html } = renderPicksDelivered(receipt(), branding);
    expect(subject).toBe('Your chosen artworks from Algorithmic Art Gallery (order 1a2b3c4d)');
    expect(text).toContain('- dune.png\n  https://shop.example.com/api/downloads/abc\n  Link expires');
    expect(html).toContain('<a href="https://shop.example.com/api/downloads/abc">dune.png</a>');
    expect(html).toContain('Hello Grace &lt;Hopper&gt;,');
  });

  it('says how many picks are left and links to the picker, in text and HTML', () => {
    const { text, html } = renderPicksDelivered(receipt(), branding);
    expect(text).toContain('Choose your 2 artworks\n');
    expect(text).toContain('https://shop.example.com/download?order=1a2b#choose-artworks');
    expect(html).toContain('Choose your 2 artworks');
    expect(html).toContain('href="https://shop.example.com/download?order=1a2b#choose-artworks"');
  });

  it('says nothing of picks once the packs are filled', () => {
    const { text, html } = renderPicksDelivered(receipt({ picks: null }), branding);
    expect(text).not.toContain('Choose your');
    expect(html).not.toContain('Choose your');
  });
});
