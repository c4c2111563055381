import { describe, expect, it } from 'vitest';
import { saleOrNull } from './sale-price';

describe('what a page may offer (SPEC §5, issue #13)', () => {
  it('gives the price in cents only for a piece for sale with a price', () => {
    expect(saleOrNull({ isForSale: true, price: '14.99' })).toBe(1499);
    expect(saleOrNull({ isForSale: false, price: '14.99' })).toBeNull();
    expect(saleOrNull({ isForSale: true, price: null })).toBeNull();
    expect(saleOrNull({ isForSale: true, price: ' ' })).toBeNull();
  });
});
