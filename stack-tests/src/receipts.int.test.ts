import { uniqueQueuePrefix, type MailCatcher } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';
import { multipartUpload, randomPng } from './harness/uploads.js';
import { inBrowser } from './harness/purchase.js';

// Receipts end to end: a shopper pays in simulator mode through the gateway, orders publishes
// order.paid through its outbox, the notifications service (the built process) e-mails the
// receipt, and the catcher holds it with the same download links the order page gives.

describe('the receipt e-mail after a purchase through the gateway', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('receipts') }, mail: true });
    if (!stack.mail) throw new Error('the stack started no mail catcher');
    mail = stack.mail;
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const shopper = (options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
  }): Promise<LightMyRequestResponse> =>
    inBrowser(stack, { ...options, payload: options.payload as object, remoteAddress: freshAddress() });

  async function publish(title: string, price: string): Promise<string> {
    const form = multipartUpload({ title, category: 'Sci-Fi' }, { filename: `${title}.png`, content: randomPng() });
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
      payload: { status: 'approved', price, isForSale: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return id;
  }

  it('arrives with the order number, lines, tax, total and the order’s download links', async () => {
    const fox = await publish('Neon <Fox>', '19.99');
    const items = [{ artworkId: fox, quantity: 1 }];
    const created = await shopper({
      method: 'POST',
      url: '/paypal/order',
      payload: { items, stateCode: 'CA', currency: 'USD', intent: 'CAPTURE', amount: '19.99' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await shopper({ method: 'POST', url: `/paypal/order/${paypalOrderId}/capture` });
    expect(captured.statusCode, captured.body).toBe(200);

    const email = `grace-${paypalOrderId.toLowerCase()}@example.com`;
    const order = await shopper({
      method: 'POST',
      url: '/api/orders',
      payload: {
        paypal_order_id: paypalOrderId,
        customer_email: email,
        customer_name: 'Grace Hopper',
        total_amount: total,
        artwork_ids: [fox],
        items,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id: orderId, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    expect(links).toHaveLength(1);

    const [receipt] = await mail.waitForMessagesTo(email, 1, 30_000);
    expect(receipt?.subject).toBe(`Your receipt from Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`);
    expect(receipt?.text).toContain(`Order number: ${orderId}`);
    expect(receipt?.text).toContain('- Neon <Fox>: $19.99');
    // 19.99 × 7.25 % = 1.449275 → 1.45
    expect(receipt?.text).toContain('Subtotal: $19.99');
    expect(receipt?.text).toContain('Tax (CA, 7.25%): $1.45');
    expect(receipt?.text).toContain('Total: $21.44');
    expect(receipt?.text).toContain(links[0]);
    expect(receipt?.text).toMatch(/Link expires \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./);
    expect(receipt?.html).toContain('Neon &lt;Fox&gt;');
    expect(receipt?.html).toContain(`href="${links[0]}"`);
  });
});
