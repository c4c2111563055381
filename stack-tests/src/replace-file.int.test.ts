import { uniqueQueuePrefix } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';
import { inBrowser, publishWork } from './harness/purchase.js';

// Replace the file: through the gateway on the real catalog, orders and payments
// (simulator), a buyer's existing download link delivers the corrected file.

describe('replacing a sold artwork file through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('replace') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const shopper = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    inBrowser(stack, { method, url, ...(payload ? { payload } : {}), remoteAddress: freshAddress() });

  async function buy(artworkId: string): Promise<string> {
    const created = await shopper('POST', '/paypal/order', { items: [{ artworkId, quantity: 1 }], stateCode: 'NY' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    const captured = await shopper('POST', `/paypal/order/${id}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    const order = await shopper('POST', '/api/orders', {
      paypal_order_id: id,
      customer_email: 'grace@example.com',
      customer_name: 'Grace Hopper',
      total_amount: total,
      artwork_ids: [artworkId],
      items: [{ artworkId, quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const [link] = order.json<{ download_links: string[] }>().download_links;
    return new URL(link ?? '').pathname;
  }

  it("keeps the work's price and its buyers, whose link now downloads the new file", async () => {
    const original = randomPng();
    const form = multipartUpload(
      { title: 'Harbour Lights', category: 'Sci-Fi' },
      { filename: 'harbour.png', content: original },
    );
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
      payload: { status: 'approved', price: '19.99', isForSale: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const link = await buy(id);
    expect((await shopper('GET', link)).rawPayload.equals(original)).toBe(true);

    const corrected = randomPng(12, 12);
    const replacement = multipartUpload({}, { filename: 'harbour-fixed.png', content: corrected });
    const replaced = await stack.gateway.inject({
      method: 'PUT',
      url: `/api/artworks/${id}/file`,
      headers: { cookie: adminCookie, ...replacement.headers },
      payload: replacement.payload,
    });

    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id,
      price: '19.99',
      isForSale: true,
      status: 'approved',
      originalName: 'harbour-fixed.png',
    });
    const download = await shopper('GET', link);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(corrected)).toBe(true);
    // The buyer's file is named after the work, not after the name it was uploaded with.
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="harbour-lights.png"; filename*=UTF-8''harbour-lights.png`,
    );
  });

  it('serves each download during replacements whole, the old file or the new, never a 404 or a 5xx', async () => {
    const { id, original: first } = await publishWork(stack, adminCookie, {
      title: 'Tide Pools',
      category: 'Sci-Fi',
      price: '19.99',
    });
    const link = await buy(id);

    let current = first;
    for (let round = 0; round < 3; round++) {
      // A different size each time: a body cut from one file and padded from another shows.
      const next = randomPng(16 + round * 8, 16);
      // A name the curator's browser sends is not the buyer's file name.
      const replacement = multipartUpload(
        {},
        { filename: round === 0 ? 'poly.html' : `tide-${round}.png`, content: next },
      );
      let replacing = true;
      const replaced = stack.gateway
        .inject({
          method: 'PUT',
          url: `/api/artworks/${id}/file`,
          headers: { cookie: adminCookie, ...replacement.headers },
          payload: replacement.payload,
        })
        .finally(() => {
          replacing = false;
        });
      // Ten buyers' browsers download again and again until the replacement has answered.
      const downloads: LightMyRequestResponse[] = [];
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let count = 0; replacing || count < 3; count++) downloads.push(await shopper('GET', link));
        }),
      );
      expect((await replaced).statusCode).toBe(200);
      expect(downloads.length).toBeGreaterThanOrEqual(30);
      for (const download of downloads) {
        expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
        expect(download.headers['content-length']).toBe(String(download.rawPayload.length));
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="tide-pools.png"; filename*=UTF-8''tide-pools.png`,
        );
        const whole = download.rawPayload.equals(current) || download.rawPayload.equals(next);
        expect(whole, `a ${download.rawPayload.length}-byte body that is neither file`).toBe(true);
      }
      expect((await shopper('GET', link)).rawPayload.equals(next)).toBe(true);
      current = next;
    }
  });

  it('refuses the public (401)', async () => {
    const replacement = multipartUpload({}, { filename: 'x.png', content: randomPng() });
    const refused = await stack.gateway.inject({
      method: 'PUT',
      url: '/api/artworks/00000000-0000-4000-8000-000000000000/file',
      headers: replacement.headers,
      payload: replacement.payload,
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(401);
  });
});
