import type { CaptureResponse } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { PAID_CHECKOUT_STORAGE_KEY, loadPaidCheckout } from '../../lib/paid-checkout';
import { makeArtwork } from '../../testing/storefront';
import { paymentMessages } from './messages';
import {
  PaymentFlowError,
  buildCreateBody,
  finishPayment,
  orderRecording,
  startPayment,
  startWatchdog,
  type PaymentApi,
  type PaymentRequest,
} from './payment-flow';

const fox = makeArtwork({ title: 'Fox', price: '14.99' });
const request: PaymentRequest = {
  items: [{ artwork: fox, quantity: 2 }],
  stateCode: 'CA',
  subtotalCents: 2998,
  method: 'SIMULATOR',
  payer: { name: ' Ada Lovelace ', email: 'ada@example.com ' },
};

const capture = (status = 'COMPLETED'): CaptureResponse => ({
  id: 'SIM123',
  status,
  purchase_units: [{ amount: { value: '32.15' } }],
  payer: { email_address: 'ada@example.com', name: { given_name: 'Ada', surname: 'Lovelace' } },
});

function fakeApi(overrides: Partial<PaymentApi> = {}): PaymentApi {
  return {
    createPaymentOrder: vi.fn(async () => ({ id: 'SIM123', subtotal: '29.98', tax: '2.17', total: '32.15' })),
    capturePaymentOrder: vi.fn(async () => capture()),
    createOrder: vi.fn(async () => ({ id: 'order-1', download_links: ['/api/downloads/t1'] })),
    ...overrides,
  };
}

describe('payment flow (SPEC §4, §7, §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    orderRecording.delaysMs = [0, 0, 0];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('creates with the items, state, USD, CAPTURE and the subtotal', () => {
    expect(buildCreateBody(request)).toEqual({
      items: [{ artworkId: fox.id, quantity: 2 }],
      stateCode: 'CA',
      currency: 'USD',
      intent: 'CAPTURE',
      amount: '29.98',
      paymentMethod: 'SIMULATOR',
      payer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
  });

  it('sends an applied promo code and its e-mail, keeping the undiscounted subtotal as amount', () => {
    const { payer: _payer, ...paypal } = request;
    expect(
      buildCreateBody({ ...paypal, method: 'PAYPAL', promo: { code: 'LAUNCH30', email: 'new@example.com' } }),
    ).toMatchObject({
      amount: '29.98',
      promoCode: 'LAUNCH30',
      email: 'new@example.com',
    });
    expect(buildCreateBody({ ...request, promo: { code: 'FIVEOFF' } })).not.toHaveProperty('email');
    expect(buildCreateBody(request)).not.toHaveProperty('promoCode');
  });

  it('create → capture → stored order, and returns the stored order id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    const id = await startPayment(request, api);
    await expect(finishPayment(id, request, api)).resolves.toBe('order-1');
    expect(api.capturePaymentOrder).toHaveBeenCalledWith('SIM123');
    expect(api.createOrder).toHaveBeenCalledWith({
      paypal_order_id: 'SIM123',
      customer_email: 'ada@example.com',
      customer_name: 'Ada Lovelace',
      total_amount: '32.15',
      artwork_ids: [fox.id],
      items: [{ artworkId: fox.id, quantity: 2 }],
    });
  });

  it('records the order of a PENDING capture too: the buyer has paid, the order waits for PayPal', async () => {
    const api = fakeApi({ capturePaymentOrder: vi.fn(async () => capture('PENDING')) });
    const id = await startPayment(request, api);
    await expect(finishPayment(id, request, api)).resolves.toBe('order-1');
    expect(api.createOrder).toHaveBeenCalledWith(expect.objectContaining({ paypal_order_id: 'SIM123' }));
  });

  it.each([
    [
      'create',
      { createPaymentOrder: vi.fn(async () => Promise.reject(new Error('409'))) },
      paymentMessages.createFailed,
    ],
    [
      'capture',
      { capturePaymentOrder: vi.fn(async () => Promise.reject(new Error('502'))) },
      paymentMessages.processingFailed,
    ],
    [
      'incomplete',
      { capturePaymentOrder: vi.fn(async () => capture('PAYER_ACTION_REQUIRED')) },
      paymentMessages.incomplete,
    ],
    [
      'order',
      { createOrder: vi.fn(async () => Promise.reject(new Error('503'))) },
      paymentMessages.orderFailedAfterPayment('SIM123'),
    ],
  ] as const)('a %s failure shows its SPEC message', async (failure, overrides, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi(overrides);
    const attempt = async () => finishPayment(await startPayment(request, api), request, api);
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFlowError);
    expect((error as PaymentFlowError).failure).toBe(failure);
    expect((error as PaymentFlowError).message).toBe(message);
    if (failure === 'incomplete') expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('the watchdog only logs a warning after 30 seconds, unless cancelled', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cancel = startWatchdog();
    vi.advanceTimersByTime(29_999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledWith(paymentMessages.watchdog, expect.objectContaining({ timeoutMs: 30_000 }));
    warn.mockClear();
    const cancelSecond = startWatchdog();
    cancelSecond();
    vi.advanceTimersByTime(60_000);
    expect(warn).not.toHaveBeenCalled();
    cancel();
  });

  it('retries recording the order after a capture and keeps the cart marked as paid meanwhile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const api = fakeApi({
      createOrder: vi.fn(async () => {
        calls += 1;
        if (calls === 1) expect(loadPaidCheckout()).toMatchObject({ paypalOrderId: 'SIM123', state: 'recording' });
        if (calls < 3) throw new ApiError(503, '{"error":"dependency_unavailable","message":"down"}');
        return { id: 'order-1', download_links: [] };
      }),
    });
    await expect(finishPayment('SIM123', request, api)).resolves.toBe('order-1');
    expect(api.capturePaymentOrder).toHaveBeenCalledTimes(1);
    expect(api.createOrder).toHaveBeenCalledTimes(3);
    expect(loadPaidCheckout()).toMatchObject({ paypalOrderId: 'SIM123', state: 'recorded', orderId: 'order-1' });
  });

  it('gives up after the last retry, remembering the paid cart as failed with its order body', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ createOrder: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const error = await finishPayment('SIM123', request, api).catch((e: unknown) => e);
    expect((error as PaymentFlowError).message).toBe(paymentMessages.orderFailedAfterPayment('SIM123'));
    expect(api.createOrder).toHaveBeenCalledTimes(4);
    const stored = JSON.parse(localStorage.getItem(PAID_CHECKOUT_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ paypalOrderId: 'SIM123', state: 'failed', orderId: null });
    expect(stored.orderBody).toMatchObject({ paypal_order_id: 'SIM123', customer_email: 'ada@example.com' });
  });

  it('does not ask again after a definite refusal (a 4xx)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      createOrder: vi.fn(async () => Promise.reject(new ApiError(402, '{"error":"payment_required"}'))),
    });
    await expect(finishPayment('SIM123', request, api)).rejects.toBeInstanceOf(PaymentFlowError);
    expect(api.createOrder).toHaveBeenCalledTimes(1);
  });

  it('tells a 409 price change apart from other creation failures, with the server message', async () => {
    const changed = new ApiError(
      409,
      JSON.stringify({
        error: 'amount_mismatch',
        message: "The cart's prices have changed: its subtotal is now 39.98",
      }),
    );
    const error = await startPayment(
      request,
      fakeApi({ createPaymentOrder: vi.fn(async () => Promise.reject(changed)) }),
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'price-changed', message: expect.stringContaining('39.98') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reused = new ApiError(409, JSON.stringify({ error: 'idempotency_key_reused', message: 'x' }));
    await expect(
      startPayment(request, fakeApi({ createPaymentOrder: vi.fn(async () => Promise.reject(reused)) })),
    ).rejects.toMatchObject({ failure: 'create', message: paymentMessages.createFailed });
  });
});
