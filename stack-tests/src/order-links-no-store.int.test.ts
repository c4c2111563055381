import { describe, expect, it } from 'vitest';
import { inBrowser, publishWork } from './harness/purchase.js';
import { signedInStack } from './harness/signed-in-stack.js';
import { freshAddress } from './harness/session.js';

// An answer that lists live download links is kept by no cache. The orders service
// sends it `private, no-store`; the gateway passes that on unchanged and never answers it from its
// public cache, whoever asks and however often.

const shop = signedInStack('order-links-no-store');

describe('answers with download links, through the gateway', () => {
  it('are private, no-store on recording, on the order and its receipt, and never come from the public cache', async () => {
    const work = await publishWork(shop.stack, shop.adminCookie, {
      title: 'Kept Nowhere',
      category: 'Sci-Fi',
      price: '15.00',
    });
    const items = [{ artworkId: work.id, quantity: 1 }];
    const created = await shop.asShopper('POST', '/paypal/order', { items, stateCode: 'NY' });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await shop.asShopper('POST', `/paypal/order/${paypalOrderId}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    const body = {
      paypal_order_id: paypalOrderId,
      customer_email: 'grace@example.com',
      customer_name: 'Grace Hopper',
      total_amount: total,
      items,
    };
    const recorded = await shop.asShopper('POST', '/api/orders', body);
    const replayed = await shop.asShopper('POST', '/api/orders', body);
    expect([recorded.statusCode, replayed.statusCode]).toEqual([201, 200]);
    const { id } = recorded.json<{ id: string }>();

    const reads = [];
    for (const url of [`/api/orders/${id}`, `/api/orders/${id}`, `/api/orders/${id}/receipt`]) {
      // Anyone with the id, without the buyer's cookie, as a CDN in front of the gateway would ask.
      reads.push(
        await inBrowser(shop.stack, { method: 'GET', url, headers: { cookie: '' }, remoteAddress: freshAddress() }),
      );
    }
    for (const answer of [recorded, replayed, ...reads]) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).toContain('/api/downloads/');
      expect(answer.headers['cache-control'], answer.body).toBe('private, no-store');
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['etag']).toBeUndefined();
    }
  });
});
