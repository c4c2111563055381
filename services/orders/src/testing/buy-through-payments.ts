import { randomBytes } from 'node:crypto';
import { checkoutCookieHeader, type InternalArtwork } from '@shop/contracts';
import { expect } from 'vitest';
import type { OrdersWithPayments } from './orders-with-payments.js';

/**
 * A work in the fake catalog (Abstract Art, approved, $19.99 unless told) whose original is
 * stored, so a grant of it downloads.
 */
export async function storeWork(
  stack: Pick<OrdersWithPayments, 'catalog' | 'deps'>,
  overrides: Partial<InternalArtwork> = {},
): Promise<{ artwork: InternalArtwork; bytes: Buffer }> {
  const bytes = randomBytes(2048);
  const added = stack.catalog.add({ category: 'Abstract Art', priceCents: 1999, fileSize: bytes.length, ...overrides });
  await stack.deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
  return { artwork: added, bytes };
}

/**
 * An order paid as the checkout pays one: payments prices and captures it (simulator, NY), then
 * orders records it for the checkout that paid (by its cookie). Answers the order id.
 */
export async function payForOrder(
  stack: Pick<OrdersWithPayments, 'payments' | 'orders'>,
  headers: Record<string, string>,
  items: { artworkId: string; quantity: number; licenceId?: string }[],
): Promise<string> {
  const created = await stack.payments.inject({
    method: 'POST',
    url: '/paypal/order',
    headers,
    payload: { items, stateCode: 'NY', payer: { email: 'ada@example.com', name: 'Ada Lovelace' } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, total } = created.json<{ id: string; total: string }>();
  await stack.payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
  const stored = await stack.orders.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, cookie: checkoutCookieHeader(created.headers['set-cookie']) ?? '' },
    payload: { paypal_order_id: id, customer_email: 'ada@example.com', customer_name: 'Ada', total_amount: total },
  });
  expect(stored.statusCode, stored.body).toBe(201);
  return stored.json<{ id: string }>().id;
}
