import { describe, expect, it } from 'vitest';
import { readResource } from './paypal-resource.js';

describe('reading a webhook event resource', () => {
  it('reads a capture: its id is the capture id, the order from supplementary_data', () => {
    expect(
      readResource(true, {
        id: '2GG279541U471931P',
        amount: { currency_code: 'USD', value: '16.19' },
        supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      }),
    ).toEqual({
      resourceId: '2GG279541U471931P',
      paypalOrderId: '5O190127TN364715T',
      captureId: '2GG279541U471931P',
      amountCents: 1619,
    });
  });

  it('reads a refund: the capture from its "up" link, a negative reversal amount as positive cents', () => {
    expect(
      readResource(false, {
        id: '1JU08902781691411',
        amount: { currency_code: 'USD', value: '-10.00' },
        links: [
          { rel: 'self', href: 'https://api.paypal.com/v2/payments/refunds/1JU08902781691411' },
          { rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/2GG279541U471931P' },
        ],
      }),
    ).toEqual({
      resourceId: '1JU08902781691411',
      paypalOrderId: null,
      captureId: '2GG279541U471931P',
      amountCents: 1000,
    });
  });

  it('tolerates what PayPal never sends: missing, odd or oversized fields become null', () => {
    expect(readResource(true, undefined)).toEqual({
      resourceId: null,
      paypalOrderId: null,
      captureId: null,
      amountCents: null,
    });
    expect(
      readResource(false, { id: 'x'.repeat(65), amount: { value: 'ten' }, links: 'nope', supplementary_data: [] }),
    ).toEqual({ resourceId: null, paypalOrderId: null, captureId: null, amountCents: null });
  });
});
