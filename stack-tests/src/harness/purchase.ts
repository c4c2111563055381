import type { LightMyRequestResponse } from 'fastify';
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

/** A shopper's request from an address of its own (one rate-limit bucket per call). */
export function asShopper(
  stack: Stack,
  options: { method: 'GET' | 'POST'; url: string; payload?: unknown; remoteAddress?: string },
): Promise<LightMyRequestResponse> {
  return stack.gateway.inject({
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
