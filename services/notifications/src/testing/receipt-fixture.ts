import type { OrderReceipt } from '@shop/contracts';

/** A receipt as orders answers it, for the render tests: one line, one live link; `changes` on top. */
export const buildReceipt = (changes: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderId: '1a2b3c4d-0000-4000-8000-000000000001',
  customerName: 'Grace <Hopper>',
  customerEmail: 'grace@example.com',
  status: 'completed',
  createdAt: '2026-11-25T09:30:00.000Z',
  stateCode: null,
  countryCode: 'US',
  taxName: null,
  taxRate: null,
  subtotal: '19.99',
  discount: '0.00',
  promoCode: null,
  tax: '0.00',
  total: '19.99',
  lines: [{ title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' }],
  downloads: [
    { name: 'fox.png', url: 'https://shop.example.com/api/downloads/abc', expiresAt: '2026-12-25T09:30:00.000Z' },
  ],
  ...changes,
});
