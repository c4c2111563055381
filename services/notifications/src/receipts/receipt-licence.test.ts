import type { OrderReceipt } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderReceipt } from './receipt-render.js';

const receipt = (lines: OrderReceipt['lines']): OrderReceipt => ({
  orderId: '1a2b3c4d-0000-4000-8000-000000000001',
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.com',
  status: 'completed',
  createdAt: '2026-11-25T09:30:00.000Z',
  stateCode: 'NY',
  countryCode: 'US',
  taxName: 'Sales Tax',
  taxRate: '0.08',
  subtotal: '39.99',
  discount: '0.00',
  promoCode: null,
  tax: '3.20',
  total: '43.19',
  lines,
  downloads: [],
});

const branding = { shopName: 'Algorithmic Art Gallery' };
const commercial = { name: 'Commercial', text: 'Use in products you sell.\nNo resale of <the> file.' };

describe('the receipt e-mail of a work sold under a licence tier', () => {
  it('names the licence on its line and gives its text as it was sold, in text and HTML', () => {
    const { text, html } = renderReceipt(
      receipt([{ title: 'Neon Fox', quantity: 1, unitPrice: '39.99', lineTotal: '39.99', licence: commercial }]),
      branding,
    );
    expect(text).toContain(
      '- Neon Fox (Commercial licence): $39.99\n  Use in products you sell.\n  No resale of <the> file.',
    );
    expect(html).toContain('<div style="font-weight:bold;margin-top:4px">Commercial licence</div>');
    expect(html).toContain('Use in products you sell.<br>No resale of &lt;the&gt; file.');
  });

  it('names no licence on a line sold under the shop licence, as before tiers', () => {
    const { text, html } = renderReceipt(
      receipt([{ title: 'Neon Fox', quantity: 1, unitPrice: '39.99', lineTotal: '39.99' }]),
      branding,
    );
    expect(text).toContain('- Neon Fox: $39.99\n');
    expect(html).not.toContain(' licence</div>');
  });
});
