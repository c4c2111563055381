import type { OrderReceipt } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderReceipt } from './receipt-render.js';

const receipt = (changes: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderId: '1a2b3c4d-0000-4000-8000-000000000001',
  customerName: 'Greta <b>Berlin</b>',
  customerEmail: 'greta@example.com',
  status: 'completed',
  createdAt: '2026-11-25T09:30:00.000Z',
  stateCode: null,
  countryCode: 'DE',
  taxName: 'VAT',
  taxRate: '0.19',
  subtotal: '24.50',
  discount: '0.00',
  promoCode: null,
  tax: '4.66',
  total: '29.16',
  lines: [{ title: 'Golden Harbor', quantity: 1, unitPrice: '24.50', lineTotal: '24.50' }],
  downloads: [],
  invoiceNumber: 'INV-2026-000123',
  seller: {
    legalName: 'Ada Lovelace Studio <GmbH>',
    address: 'Hafenstraße 1\n20457 Hamburg\nGermany',
    taxId: 'DE123456789',
  },
  withdrawalConsentAt: '2026-11-25T09:29:10.000Z',
  ...changes,
});

const branding = { shopName: 'Harbor Prints' };
const CONSENT =
  'You agreed to immediate delivery on November 25, 2026 at 9:29 AM UTC; your right of withdrawal ends once the download starts.';

describe('the receipt e-mail as an invoice', () => {
  it('gives the invoice number, the seller with address and VAT id, and the consent in plain text', () => {
    const { text } = renderReceipt(receipt(), branding);
    expect(text).toContain('Invoice number: INV-2026-000123');
    expect(text).toContain(
      'Seller:\nAda Lovelace Studio <GmbH>\nHafenstraße 1\n20457 Hamburg\nGermany\nVAT/tax ID: DE123456789',
    );
    expect(text).toContain(CONSENT);
  });

  it('gives the same in HTML, escaped, the address line by line', () => {
    const { html } = renderReceipt(receipt(), branding);
    expect(html).toContain('Invoice number: <strong>INV-2026-000123</strong>');
    expect(html).toContain(
      '<strong>Seller</strong><br>Ada Lovelace Studio &lt;GmbH&gt;<br>Hafenstraße 1<br>20457 Hamburg<br>Germany<br>VAT/tax ID: DE123456789',
    );
    expect(html).toContain(CONSENT);
  });

  it('says nothing of a seller, a consent or a number that the order does not have', () => {
    const bare = renderReceipt(receipt({ seller: null, withdrawalConsentAt: null, invoiceNumber: null }), branding);
    for (const body of [bare.text, bare.html]) {
      expect(body).not.toContain('Seller');
      expect(body).not.toContain('withdrawal');
      expect(body).not.toContain('Invoice number');
    }
    // An older reader's receipt without these fields reads as before.
    const { invoiceNumber: _n, seller: _s, withdrawalConsentAt: _w, ...older } = receipt();
    expect(renderReceipt(older, branding).text).not.toContain('Invoice number');
    // A seller without a tax id shows no empty line for it.
    const noTaxId = renderReceipt(
      receipt({ seller: { legalName: 'Ada', address: 'Street 1', taxId: null } }),
      branding,
    );
    expect(noTaxId.text).toContain('Seller:\nAda\nStreet 1\n');
    expect(noTaxId.text).not.toContain('VAT/tax ID');
  });
});
