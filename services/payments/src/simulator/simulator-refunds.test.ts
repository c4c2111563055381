import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '../paypal/payment-provider.js';
import { toPaymentProviderError } from '../paypal/paypal-errors.js';
import { createMemorySimulatorStore } from '../testing/simulator-memory-store.js';
import { createSimulatorProvider } from './simulator-provider.js';

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe('simulator refunds', () => {
  let simulator: PaymentProvider;
  let orderId: string;
  let captureId: string;

  beforeEach(async () => {
    simulator = createSimulatorProvider({ store: createMemorySimulatorStore() });
    ({ providerOrderId: orderId } = await simulator.createOrder({
      requestId: 'refund-order',
      currency: 'USD',
      items: [{ name: 'Neon Fox', sku: 'artwork-1', unitAmountCents: 1499, quantity: 2 }],
      itemTotalCents: 2998,
      taxTotalCents: 266,
      totalCents: 3264,
    }));
    captureId = (await simulator.captureOrder(orderId, 'capture')).captureId ?? '';
  });

  const refund = (requestId: string, amountCents?: number) =>
    simulator.refundCapture({
      providerOrderId: orderId,
      captureId,
      currency: 'USD',
      requestId,
      ...(amountCents === undefined ? {} : { amountCents }),
    });

  it('refunds part, replays a repeated request id, then refunds what is left without an amount', async () => {
    const part = await refund('r1', 1000);
    expect(part).toEqual({ refundId: expect.stringMatching(/^SIMREF/), status: 'COMPLETED', amountCents: 1000 });
    expect(await refund('r1', 1000)).toEqual(part);
    expect((await simulator.getOrder(orderId)).capture?.status).toBe('PARTIALLY_REFUNDED');
    expect((await refund('r2')).amountCents).toBe(2264);
    expect((await simulator.getOrder(orderId)).capture?.status).toBe('REFUNDED');
    expect((await rejection(refund('r3', 1))).code).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('refuses more than is left, and a capture it does not know', async () => {
    const tooMuch = await rejection(refund('r1', 3265));
    expect(tooMuch).toMatchObject({ kind: 'refund_exceeds_capture', code: 'REFUND_AMOUNT_EXCEEDED' });
    const unknown = await rejection(
      simulator.refundCapture({ providerOrderId: orderId, captureId: 'OTHER', currency: 'USD', requestId: 'r2' }),
    );
    expect(unknown.kind).toBe('not_found');
  });

  it('gives concurrent refunds of one capture each their own slice, never more than the capture', async () => {
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((key) => refund(key, 1000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });
});

describe("PayPal's refund refusals", () => {
  const apiError = (issue: string) => ({
    statusCode: 422,
    result: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue, description: `${issue} text` }], debug_id: 'dbg1' },
  });

  it('maps a refund above what is left to refund_exceeds_capture and a refused one to refund_refused', () => {
    expect(toPaymentProviderError(apiError('REFUND_AMOUNT_EXCEEDED')).kind).toBe('refund_exceeds_capture');
    expect(toPaymentProviderError(apiError('CAPTURE_FULLY_REFUNDED')).kind).toBe('refund_exceeds_capture');
    expect(toPaymentProviderError(apiError('REFUND_TIME_LIMIT_EXCEEDED'))).toMatchObject({
      kind: 'refund_refused',
      code: 'REFUND_TIME_LIMIT_EXCEEDED',
      debugId: 'dbg1',
      retryable: false,
    });
  });
});
