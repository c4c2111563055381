import { checkoutCookieHeader } from '@shop/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freshAddress } from './session.js';
import type { Stack } from './stack.js';
import { multipartUpload, randomPng } from './uploads.js';

export interface PublishedWork {
  id: string;
  original: Buffer;
}

/** Uploads an original as the curator with its title, category and upload price, then approves it. */
export async function publishWork(
  stack: Stack,
  adminCookie: string,
  work: { title: string; category: string; price?: string },
): Promise<PublishedWork> {
  const original = randomPng();
  const fields: Record<string, string> = { title: work.title, category: work.category };
  if (work.price !== undefined) Object.assign(fields, { price: work.price, isForSale: 'true' });
  const form = multipartUpload(fields, { filename: `${work.title}.png`, content: original });
  const upload = await stack.gateway.inject({
    method: 'POST',
    url: '/api/artworks/upload',
    headers: { cookie: adminCookie, ...form.headers },
    payload: form.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const { id } = upload.json<{ id: string }>();
  const approved = await stack.gateway.inject({
    method: 'PATCH',
    url: `/api/artworks/${id}`,
    headers: { cookie: adminCookie },
    payload: { status: 'approved' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, original };
}

const checkoutCookies = new WeakMap<Stack, string>();

/**
 * A request from the shopper's browser, which keeps the `shop_checkout` cookie that
 * POST /paypal/order sets and sends it back, as a browser does: capture answers the payer, and
 * POST /api/orders the order and its links, only to the checkout that created the payment. A
 * request that names its own `cookie` header (the curator's session, or '' for another client)
 * is sent as it is.
 */
export async function inBrowser(stack: Stack, request: InjectOptions): Promise<LightMyRequestResponse> {
  const cookie = checkoutCookies.get(stack);
  const response = await stack.gateway.inject({
    ...request,
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
  });
  const checkout = checkoutCookieHeader(response.headers['set-cookie']);
  if (checkout !== undefined) checkoutCookies.set(stack, checkout);
  return response;
}

/** A shopper's request from an address of its own (one rate-limit bucket per call), from their browser. */
export function asShopper(
  stack: Stack,
  options: { method: 'GET' | 'POST'; url: string; payload?: unknown; remoteAddress?: string },
): Promise<LightMyRequestResponse> {
  return inBrowser(stack, {
    method: options.method,
    url: options.url,
    payload: options.payload as object,
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

/** Prices, captures (payments simulator) and stores an order as a shopper would; answers its id and links. */
export async function buyInSimulator(
  stack: Stack,
  items: { artworkId: string; quantity: number }[],
): Promise<{ id: string; download_links: string[] }> {
  const created = await asShopper(stack, { method: 'POST', url: '/paypal/order', payload: { items, stateCode: 'NY' } });
  expect(created.statusCode, created.body).toBe(200);
  const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
  const captured = await asShopper(stack, { method: 'POST', url: `/paypal/order/${paypalOrderId}/capture` });
  expect(captured.statusCode, captured.body).toBe(200);
  const order = await asShopper(stack, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      paypal_order_id: paypalOrderId,
      customer_email: 'grace@example.com',
      customer_name: 'Grace Hopper',
      total_amount: total,
      items,
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.json<{ id: string; download_links: string[] }>();
}
