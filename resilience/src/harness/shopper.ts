import { checkoutCookieHeader } from '@shop/contracts';
import { call, jsonBody, type Answer } from './http.js';
import { uploadedId } from './artworks.js';
import type { Shop } from './shop.js';

/** Uploads an artwork as the curator and puts it on sale (approved, priced). */
export async function publish(
  shop: Shop,
  cookie: string,
  image: Buffer,
  title: string,
  price = '14.99',
): Promise<string> {
  const id = await uploadedId(shop, cookie, image, title);
  const patched = await call(`${shop.gatewayUrl}/api/artworks/${id}`, {
    method: 'PATCH',
    ...jsonBody({ status: 'approved', price, isForSale: true }),
    headers: { 'content-type': 'application/json', cookie },
  });
  if (patched.status !== 200) throw new Error(`publishing ${title} answered ${patched.status}: ${patched.text}`);
  return id;
}

export interface Purchase {
  created: Answer;
  captured?: Answer;
  order?: Answer;
  /** The checkout's `shop_checkout` cookie, as the shopper's browser sends it back. */
  checkoutCookie: string;
}

/** The `Cookie` header a browser sends back after this answer's Set-Cookie. */
export const checkoutCookieOf = (answer: Answer): string => checkoutCookieHeader(answer.headers.getSetCookie()) ?? '';

/** A shopper's checkout in simulator mode: price and create, capture, record the order, from one browser. */
export async function buy(shop: Shop, artworkIds: string[], email = 'shopper@example.com'): Promise<Purchase> {
  const items = artworkIds.map((artworkId) => ({ artworkId, quantity: 1 }));
  const created = await call(`${shop.gatewayUrl}/paypal/order`, {
    method: 'POST',
    ...jsonBody({ items, stateCode: 'NY', currency: 'USD', intent: 'CAPTURE' }),
  });
  const checkoutCookie = checkoutCookieOf(created);
  if (created.status !== 200) return { created, checkoutCookie };
  const { id, total } = created.json as { id: string; total: string };
  const captured = await call(`${shop.gatewayUrl}/paypal/order/${id}/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: checkoutCookie },
  });
  if (captured.status !== 200) return { created, captured, checkoutCookie };
  const order = await call(`${shop.gatewayUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: checkoutCookie },
    body: JSON.stringify({
      paypal_order_id: id,
      customer_email: email,
      customer_name: 'Resilience Shopper',
      total_amount: total,
      artwork_ids: artworkIds,
      items,
    }),
  });
  return { created, captured, order, checkoutCookie };
}
