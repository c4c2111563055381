import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../messages';
import { parseUploadDefaults } from './upload-defaults';

describe('parseUploadDefaults', () => {
  it('leaves the work unpriced and not for sale when nothing is given', () => {
    expect(parseUploadDefaults('', false)).toEqual({ ok: true, value: { price: undefined, isForSale: false } });
  });

  it('accepts whole cents and sends them as a money string', () => {
    expect(parseUploadDefaults(' 14.99 ', true)).toEqual({ ok: true, value: { price: '14.99', isForSale: true } });
    expect(parseUploadDefaults('14', false)).toEqual({ ok: true, value: { price: '14.00', isForSale: false } });
    expect(parseUploadDefaults('14.9', false)).toEqual({ ok: true, value: { price: '14.90', isForSale: false } });
  });

  it('refuses what is not money, and a sale without a price', () => {
    for (const price of ['14.999', '-1', 'free', '1e3', '99999999.00'])
      expect(parseUploadDefaults(price, false), price).toEqual({ ok: false, error: UPLOAD_MESSAGES.priceInvalid });
    expect(parseUploadDefaults('', true)).toEqual({ ok: false, error: UPLOAD_MESSAGES.priceNeededForSale });
  });
});
