import { createHmac, randomUUID } from 'node:crypto';
import { SIMULATOR_WEBHOOK_SIGNATURE_HEADER } from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { freshAddress } from './session.js';
import type { Stack } from './stack.js';

/**
 * The simulator's webhook signature as README "PayPal webhooks" documents it, computed here from
 * the documentation rather than with payments' own code: t=<unix s>,v1=hex(HMAC-SHA256(secret, t.body)).
 */
export function signSimulatorWebhook(
  secret: string,
  rawBody: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
) {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

/** A PayPal-shaped PAYMENT.CAPTURE.* event about one capture of one PayPal order. */
export function captureEvent(
  type: 'COMPLETED' | 'DENIED' | 'PENDING',
  paypalOrderId: string,
  captureId: string,
  value: string,
) {
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: `PAYMENT.CAPTURE.${type}`,
    resource: {
      id: captureId,
      status: type,
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  };
}

/** POSTs an event to the public webhook route through the gateway, as PayPal would. */
export function deliverWebhook(
  stack: Stack,
  rawBody: string,
  signature: string | undefined,
): Promise<LightMyRequestResponse> {
  return stack.gateway.inject({
    method: 'POST',
    url: '/api/paypal/webhooks',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]: signature }),
    },
    payload: rawBody,
    remoteAddress: freshAddress(),
  });
}
