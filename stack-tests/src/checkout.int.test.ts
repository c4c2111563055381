import { randomBytes } from 'node:crypto';
import { uniqueQueuePrefix } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';
import { inBrowser } from './harness/purchase.js';

// The checkout end to end through the gateway, on the real catalog, payments (simulator) and orders:
// a curator uploads and prices work, a shopper prices, pays and downloads the exact original.

describe('checkout through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('checkout') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Uploads an original as the curator, then sets what the test needs (status, price, sale flag). */
  async function publish(changes: Record<string, unknown>, filename = 'Neon Fox (final).png') {
    const original = randomPng();
    // One body, one boundary: the header and the payload must come from the same call.
    const form = multipartUpload({ title: 'Neon Fox', category: 'Sci-Fi' }, { filename, content: original });
    const upload = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json<{ id: string }>();
    const patched = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/artworks/${id}`,
      headers: { cookie: adminCookie },
      payload: changes,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return { id, original };
  }

  const shopper = (options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> =>
    inBrowser(stack, { ...options, payload: options.payload as object, remoteAddress: freshAddress() });

  it('prices, creates, captures, stores the order and downloads the exact original', async () => {
    const fox = await publish({ status: 'approved', price: '19.99', isForSale: true });
    const misc = await publish({ status: 'approved', category: 'Miscellaneous' }, 'misc.png');

    const created = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: {
        items: [
          { artworkId: fox.id, quantity: 1 },
          { artworkId: misc.id, quantity: 1 },
        ],
        stateCode: 'CA',
        currency: 'USD',
        intent: 'CAPTURE',
        amount: '34.98',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // 34.98 × 7.25 % = 2.53605 → 2.54
    expect(created.json()).toEqual({ id: expect.any(String), subtotal: '34.98', tax: '2.54', total: '37.52' });
    const paypalOrderId = created.json<{ id: string }>().id;

    const captured = await shopper({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'content-type': 'application/json' },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({
      id: paypalOrderId,
      status: 'COMPLETED',
      purchase_units: [{ amount: { value: '37.52' } }],
    });

    const order = await shopper({
      method: 'POST',
      url: '/api/orders',
      payload: {
        paypal_order_id: paypalOrderId,
        customer_email: 'grace@example.com',
        customer_name: 'Grace Hopper',
        total_amount: '37.52',
        artwork_ids: [fox.id, misc.id],
        items: [
          { artworkId: fox.id, quantity: 1 },
          { artworkId: misc.id, quantity: 1 },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    expect(links).toHaveLength(2);

    const shown = await shopper({ method: 'GET', url: `/api/orders/${id}` });
    expect(shown.json()).toEqual({
      id,
      customerName: 'Grace Hopper',
      totalAmount: '37.52',
      status: 'completed',
      download_links: links,
      // What each link delivers, and where the receipt went (masked: the order id is the key).
      downloadItems: [
        { artworkId: fox.id, title: 'Neon Fox', files: [] },
        { artworkId: misc.id, title: 'Neon Fox', files: [] },
      ],
      receiptEmail: 'gr•••@example.com',
    });

    const [foxLink, miscLink] = links.map((link) => new URL(link));
    expect(foxLink?.origin).toBe('http://localhost:8080');
    const download = await shopper({ method: 'GET', url: foxLink?.pathname ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fox.original)).toBe(true);
    // Named after the work's title, not the name the file was uploaded with.
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="neon-fox.png"; filename*=UTF-8''neon-fox.png`,
    );
    const second = await shopper({ method: 'GET', url: miscLink?.pathname ?? '' });
    expect(second.rawPayload.equals(misc.original)).toBe(true);

    const unknown = await shopper({ method: 'GET', url: `/api/downloads/${randomBytes(32).toString('base64url')}` });
    expect(unknown.statusCode).toBe(404);
    // Followed in a browser, the same bad link is a page with the way to working links.
    const page = await shopper({
      method: 'GET',
      url: `/api/downloads/${randomBytes(32).toString('base64url')}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Get your download links again');
  });

  it('captures once and stores one order when a shopper double-clicks ten times', async () => {
    const fox = await publish({ status: 'approved', price: '14.99', isForSale: true });
    const created = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: { items: [{ artworkId: fox.id, quantity: 1 }], stateCode: 'NY' },
    });
    const { id, total } = created.json<{ id: string; total: string }>();

    const captures = await Promise.all(
      Array.from({ length: 10 }, () => shopper({ method: 'POST', url: `/paypal/order/${id}/capture` })),
    );
    expect(captures.map((c) => c.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(captures.map((c) => c.body)).size).toBe(1);

    const body = { paypal_order_id: id, customer_email: 'a@example.com', customer_name: 'Ada', total_amount: total };
    const orders = await Promise.all(
      Array.from({ length: 10 }, () => shopper({ method: 'POST', url: '/api/orders', payload: body })),
    );
    expect(orders.map((o) => o.statusCode).filter((status) => status === 201)).toHaveLength(1);
    expect(orders.map((o) => o.statusCode).filter((status) => status === 200)).toHaveLength(9);
    expect(new Set(orders.map((o) => o.body)).size).toBe(1);
  });

  // An artwork is a licence (bought once per order), a pack keeps its quantity.
  it('quantity rules enforced on the server', async () => {
    const fox = await publish({ status: 'approved', price: '19.99', isForSale: true });
    const refusal = {
      error: 'artwork_quantity',
      message: `Artwork "Neon Fox" (${fox.id}) can be bought only once per order: an artwork is a download licence, so its quantity is always 1.`,
    };
    const quantityTwo = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: { items: [{ artworkId: fox.id, quantity: 2 }], stateCode: 'NY' },
    });
    expect(quantityTwo.statusCode, quantityTwo.body).toBe(400);
    expect(quantityTwo.json()).toEqual(refusal);

    const twice = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: {
        items: [
          { artworkId: fox.id, quantity: 1 },
          { artworkId: fox.id, quantity: 1 },
        ],
        stateCode: 'NY',
      },
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json()).toEqual(refusal);

    const packs = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: {
        items: [
          { artworkId: 'package-abstract-3-pack', quantity: 2 },
          { artworkId: fox.id, quantity: 1 },
        ],
        stateCode: 'NY',
        amount: '89.97',
      },
    });
    expect(packs.statusCode, packs.body).toBe(200);
    // 2 × 34.99 + 19.99 = 89.97; × 8 % = 7.1976 → 7.20
    expect(packs.json()).toEqual({ id: expect.any(String), subtotal: '89.97', tax: '7.20', total: '97.17' });

    // A page never offers what cannot be bought, and the server refuses it in a cart all the same.
    const unpriced = await publish({ status: 'approved' });
    const notForSale = await publish({ status: 'approved', price: '14.99', isForSale: false });
    for (const piece of [unpriced, notForSale]) {
      const refused = await shopper({
        method: 'POST',
        url: '/paypal/order',
        payload: { items: [{ artworkId: piece.id, quantity: 1 }], stateCode: 'NY' },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ error: 'bad_request', message: 'Artwork "Neon Fox" is not for sale.' });
    }
  });

  it('answers abuse with 4xx and a clear message, never a 500', async () => {
    const pending = await publish({ price: '14.99', isForSale: true });
    const fox = await publish({ status: 'approved', price: '14.99', isForSale: true });
    const attempts: [
      string,
      { method: 'POST'; url: string; payload?: unknown; headers?: Record<string, string> },
      number,
    ][] = [
      [
        'unapproved artwork',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: pending.id, quantity: 1 }], stateCode: 'NY' },
        },
        400,
      ],
      [
        'unknown artwork',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: '7d1f0c1e-5d7e-4c53-9a43-3f2c8f0f6a11', quantity: 1 }], stateCode: 'NY' },
        },
        400,
      ],
      [
        'quantity 0',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: fox.id, quantity: 0 }], stateCode: 'NY' },
        },
        400,
      ],
      [
        'huge quantity',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: fox.id, quantity: 1e12 }], stateCode: 'NY' },
        },
        400,
      ],
      [
        'unknown state',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: fox.id, quantity: 1 }], stateCode: 'XX' },
        },
        400,
      ],
      [
        'tampered amount',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: { items: [{ artworkId: fox.id, quantity: 1 }], stateCode: 'NY', amount: '1.00' },
        },
        409,
      ],
      [
        'malformed JSON',
        {
          method: 'POST',
          url: '/paypal/order',
          payload: '{"items": [',
          headers: { 'content-type': 'application/json' },
        },
        400,
      ],
      ['capture of an unknown order', { method: 'POST', url: '/paypal/order/NOSUCHORDER/capture' }, 404],
      [
        'order without payment',
        {
          method: 'POST',
          url: '/api/orders',
          payload: { paypal_order_id: 'NOSUCHORDER', customer_email: '', customer_name: 'X', total_amount: '1.00' },
        },
        402,
      ],
      [
        'malformed order JSON',
        { method: 'POST', url: '/api/orders', payload: '{', headers: { 'content-type': 'application/json' } },
        400,
      ],
    ];
    for (const [label, request, status] of attempts) {
      const response = await shopper(request);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json(), label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
