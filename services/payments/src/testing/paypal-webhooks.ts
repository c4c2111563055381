import { randomUUID } from 'node:crypto';
import { SIMULATOR_WEBHOOK_SIGNATURE_HEADER } from '@shop/contracts';
import type { FakeCatalog } from '@shop/testkit';
import { expect } from 'vitest';
import { simulatorWebhookSignature } from '../webhooks/webhook-verifier.js';
import { headers, type PaymentsHarness } from './payments-harness.js';

/** A PayPal-shaped capture event (PAYMENT.CAPTURE.*) for one PayPal order. */
export function captureEvent(type: string, paypalOrderId: string, captureId: string, value = '0.00') {
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: type,
    summary: `Payment ${type}`,
    resource: {
      id: captureId,
      status: type.split('.').at(-1),
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  };
}

export function refundEvent(type: string, paypalOrderId: string, captureId: string, refundId: string, value: string) {
  return {
    id: `WH-${randomUUID()}`,
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: type,
    resource: {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
      links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
    },
  };
}

/**
 * Buys a $14.99 work in New York and captures it (a `+pending` payer gets a PENDING capture in the
 * simulator): the PayPal order, its capture and the total.
 */
export async function payForFox(
  payments: PaymentsHarness,
  catalog: FakeCatalog,
  email?: string,
): Promise<{ paypalOrderId: string; captureId: string; totalCents: number }> {
  const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
  const created = await payments.post('/paypal/order', {
    items: [{ artworkId: fox.id, quantity: 1 }],
    stateCode: 'NY',
    ...(email === undefined ? {} : { payer: { email, name: 'Grace Hopper' } }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const paypalOrderId = created.json<{ id: string }>().id;
  const captured = await payments.post(`/paypal/order/${paypalOrderId}/capture`);
  expect(captured.statusCode, captured.body).toBe(200);
  const row = await payments.deps.db
    .selectFrom('payment_orders')
    .select(['capture_id', 'total_cents'])
    .where('provider_order_id', '=', paypalOrderId)
    .executeTakeFirstOrThrow();
  return { paypalOrderId, captureId: row.capture_id ?? '', totalCents: row.total_cents };
}

/** Delivers `event` as the simulator's PayPal would: signed with `secret` now, unless `signature` is given. */
export function sendSignedWebhook(payments: PaymentsHarness, secret: string, event: unknown, signature?: string) {
  const raw = JSON.stringify(event);
  return payments.request('POST', '/api/paypal/webhooks', raw, {
    ...headers,
    'content-type': 'application/json',
    [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]:
      signature ?? simulatorWebhookSignature(secret, raw, Math.floor(Date.now() / 1000)),
  });
}
