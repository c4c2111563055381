import { randomBytes } from 'node:crypto';
import { checkoutCookieHeader, INTERNAL_HEADERS, type InternalArtwork } from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { useOrdersWithPayments, type OrdersWithPayments } from './orders-with-payments.js';

const TOKEN = 'orders-test-internal-token';
/** A caller inside the shop (the gateway). */
export const headers = { [INTERNAL_HEADERS.token]: TOKEN };

/**
 * The orders tests' buyer, through the real payments service: works in the catalog with their
 * originals in the bucket, PayPal orders paid from one browser (or another), and POST /api/orders.
 */
function orderCheckout(stack: Omit<OrdersWithPayments, 'close'>) {
  const { catalog, deps, payments, orders } = stack;

  /** An artwork in the catalog whose original is in the bucket. */
  async function artwork(
    overrides: Partial<InternalArtwork> = {},
  ): Promise<{ artwork: InternalArtwork; bytes: Buffer }> {
    const bytes = randomBytes(4096);
    const added = catalog.add({ priceCents: 1499, fileSize: bytes.length, ...overrides });
    await deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
    return { artwork: added, bytes };
  }

  /**
   * The buyer's browser. Its `shop_checkout` cookie, from the first POST /paypal/order,
   * goes with every later create, capture and order recording, as a browser sends it.
   */
  let buyerCookie: string | undefined;

  async function paidOrder(
    items: { artworkId: string; quantity: number }[],
    capture = true,
    browser: 'buyer' | 'another' = 'buyer',
  ): Promise<{ id: string; total: string; cookie: string }> {
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { ...headers, ...(browser === 'buyer' && buyerCookie ? { cookie: buyerCookie } : {}) },
      payload: { items, stateCode: 'NY', payer: { email: 'grace@example.com', name: 'Grace Hopper' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const cookie = checkoutCookieHeader(created.headers['set-cookie']) ?? '';
    if (browser === 'buyer') buyerCookie = cookie;
    const { id, total } = created.json();
    if (capture) {
      const captured = await payments.inject({
        method: 'POST',
        url: `/paypal/order/${id}/capture`,
        headers: { ...headers, cookie },
      });
      expect(captured.json()).toMatchObject({ status: 'COMPLETED' });
    }
    return { id, total, cookie };
  }

  /** POST /api/orders from the buyer's browser, unless `cookie` says which checkout (or none) asks. */
  const postOrder = (payload: unknown, cookie = buyerCookie): Promise<LightMyRequestResponse> =>
    orders.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });

  const orderBody = (paypalOrderId: string, total: string, extra: Record<string, unknown> = {}) => ({
    paypal_order_id: paypalOrderId,
    customer_email: 'grace@example.com',
    customer_name: 'Grace Hopper',
    total_amount: total,
    ...extra,
  });

  return { artwork, paidOrder, postOrder, orderBody };
}

/** The orders tests' start (useOrdersWithPayments on a database named after `name`) and their buyer. */
export function useOrderCheckout(name: string) {
  const stack = useOrdersWithPayments(name, TOKEN);
  return { ...stack, ...orderCheckout(stack) };
}
