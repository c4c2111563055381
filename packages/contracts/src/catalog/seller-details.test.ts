import { describe, expect, it } from 'vitest';
import { EMPTY_SELLER_DETAILS, SaveSellerDetailsBodySchema } from './seller-details.js';

const messagesOf = (body: unknown) => {
  const parsed = SaveSellerDetailsBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the seller details the dashboard saves', () => {
  it('clears the seller when every field is empty (blank or null tax id)', () => {
    expect(SaveSellerDetailsBodySchema.parse({ legalName: '', address: '  ', taxId: '' })).toEqual(
      EMPTY_SELLER_DETAILS,
    );
    expect(SaveSellerDetailsBodySchema.parse({ legalName: ' ', address: '\r\n', taxId: null })).toEqual(
      EMPTY_SELLER_DETAILS,
    );
  });

  it('reads null as empty, so what it gave parses again to the same (the service parses the route’s answer again)', () => {
    expect(SaveSellerDetailsBodySchema.parse(EMPTY_SELLER_DETAILS)).toEqual(EMPTY_SELLER_DETAILS);
    const once = SaveSellerDetailsBodySchema.parse({ legalName: ' Ada ', address: 'A\r\nB ', taxId: ' DE1 ' });
    expect(SaveSellerDetailsBodySchema.parse(once)).toEqual(once);
  });

  it('names a seller only by legal name and address together; a tax id alone names nobody', () => {
    expect(messagesOf({ legalName: 'Ada', address: '', taxId: null })).toEqual([
      'address: Enter the postal address invoices show.',
    ]);
    expect(messagesOf({ legalName: '', address: 'Street 1', taxId: null })).toEqual([
      'legalName: Enter the legal name invoices are issued in.',
    ]);
    expect(messagesOf({ legalName: '', address: '', taxId: 'DE123456789' })).toEqual([
      'legalName: Enter the legal name invoices are issued in.',
      'address: Enter the postal address invoices show.',
    ]);
    expect(SaveSellerDetailsBodySchema.parse({ legalName: ' Ada ', address: 'A\r\nB', taxId: ' ' })).toEqual({
      legalName: 'Ada',
      address: 'A\nB',
      taxId: null,
    });
  });
});
