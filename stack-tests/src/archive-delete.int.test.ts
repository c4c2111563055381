import { DELETE_ARTWORK_MESSAGES } from '@shop/contracts';
import { createStorage, type ObjectStorage } from '@shop/platform';
import { uniqueQueuePrefix } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';
import { inBrowser } from './harness/purchase.js';

// Archive and delete: through the gateway on the real catalog, orders and payments
// (simulator): an archived work leaves the public pages while its buyers keep their downloads; a
// sold work cannot be deleted; a never-sold one goes with its original and previews.

describe('archive and delete through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('archive') } });
    // The bucket every service of this stack uses, read directly to see which objects remain.
    const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION } = stack.env;
    storage = createStorage({
      endpoint: S3_ENDPOINT ?? '',
      accessKey: S3_ACCESS_KEY ?? '',
      secretKey: S3_SECRET_KEY ?? '',
      bucket: S3_BUCKET ?? '',
      region: S3_REGION ?? 'us-east-1',
    });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    stack.gateway.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });
  const shopper = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    inBrowser(stack, { method, url, ...(payload ? { payload } : {}), remoteAddress: freshAddress() });

  async function publish(title: string) {
    const original = randomPng();
    const form = multipartUpload({ title, category: 'Sci-Fi' }, { filename: `${title}.png`, content: original });
    const upload = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id, filename } = upload.json<{ id: string; filename: string }>();
    const patched = await asAdmin('PATCH', `/api/artworks/${id}`, {
      status: 'approved',
      price: '19.99',
      isForSale: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return { id, filename, original };
  }

  /** Buys one artwork in simulator mode, as a shopper would; its download link. */
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

  const publicIds = async (url: string) =>
    (await shopper('GET', url)).json<{ id: string }[]>().map((artwork) => artwork.id);
  const galleryIds = async () =>
    (await shopper('GET', `/api/galleries/category/${encodeURIComponent('Sci-Fi')}`))
      .json<{ artworks: { id: string }[] }>()
      .artworks.map((artwork) => artwork.id);

  it('archive keeping existing grants working', async () => {
    const fox = await publish('Archived Fox');
    const link = await buy(fox.id);
    expect(await publicIds('/api/artworks')).toContain(fox.id);

    const archived = await asAdmin('PATCH', `/api/artworks/${fox.id}`, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ id: fox.id, status: 'archived' });

    // Gone from every public page: lists, the category page, its preview file; not buyable again.
    expect(await publicIds('/api/artworks')).not.toContain(fox.id);
    expect(await galleryIds()).not.toContain(fox.id);
    expect((await shopper('GET', `/api/files/${fox.filename}`)).statusCode).toBe(404);
    const again = await shopper('POST', '/paypal/order', {
      items: [{ artworkId: fox.id, quantity: 1 }],
      stateCode: 'NY',
    });
    expect(again.statusCode, again.body).toBe(400);

    // The buyer's link still streams the exact original.
    const download = await shopper('GET', link);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fox.original)).toBe(true);

    // The curator still sees it, can filter on it and restore it.
    expect((await asAdmin('GET', '/api/artworks?status=archived')).json<{ id: string }[]>().map((a) => a.id)).toContain(
      fox.id,
    );
    const restored = await asAdmin('PATCH', `/api/artworks/${fox.id}`, { status: 'approved' });
    expect(restored.json()).toMatchObject({ status: 'approved' });
    expect(await publicIds('/api/artworks')).toContain(fox.id);
  });

  it('delete refused for a sold work', async () => {
    const sold = await publish('Sold Fox');
    const link = await buy(sold.id);

    const refused = await asAdmin('DELETE', `/api/artworks/${sold.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', message: DELETE_ARTWORK_MESSAGES.sold });

    // Nothing went: the row, the original and the buyer's download are all still there.
    expect((await asAdmin('GET', '/api/artworks')).json<{ id: string }[]>().map((a) => a.id)).toContain(sold.id);
    expect(await storage.stat(`originals/${sold.filename}`)).toBeTruthy();
    expect((await shopper('GET', link)).statusCode).toBe(200);
  });

  it('deletes a never-sold work with its original and previews', async () => {
    const unsold = await publish('Unsold Fox');
    const previewKey = `previews/${unsold.id}/640.webp`;
    const preview = randomPng();
    await storage.put(previewKey, preview, 'image/webp', preview.length);

    const deleted = await asAdmin('DELETE', `/api/artworks/${unsold.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect((await asAdmin('GET', '/api/artworks')).json<{ id: string }[]>().map((a) => a.id)).not.toContain(unsold.id);
    expect(await storage.stat(`originals/${unsold.filename}`)).toBeFalsy();
    expect(await storage.stat(previewKey)).toBeFalsy();
    expect((await asAdmin('DELETE', `/api/artworks/${unsold.id}`)).statusCode).toBe(404);
  });

  it('refuses a delete to anyone but the curator', async () => {
    const kept = await publish('Kept Fox');
    const anonymous = await stack.gateway.inject({
      method: 'DELETE',
      url: `/api/artworks/${kept.id}`,
      remoteAddress: freshAddress(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storage.stat(`originals/${kept.filename}`)).toBeTruthy();
  });
});
