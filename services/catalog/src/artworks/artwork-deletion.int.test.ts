import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELETE_ARTWORK_MESSAGES, INTERNAL_HEADERS, ocrJobId } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { getArtwork, uploadArtwork } from '../testing/fixtures.js';

/**
 * The orders service at the HTTP level (its own tests cover the real route): answers the sales
 * check from `sold`, or with `broken` when set, and records what it was asked.
 */
function startFakeOrders() {
  const sold = new Set<string>();
  const asked: { url: string; token: string | undefined }[] = [];
  let broken: { status: number; body: string } | undefined;
  const server: Server = createServer((request, response) => {
    const token = request.headers[INTERNAL_HEADERS.token];
    asked.push({ url: request.url ?? '', token: typeof token === 'string' ? token : undefined });
    const id = /^\/internal\/artworks\/([^/]+)\/sales$/.exec(request.url ?? '')?.[1] ?? '';
    response.setHeader('content-type', 'application/json');
    if (broken) {
      response.statusCode = broken.status;
      response.end(broken.body);
      return;
    }
    response.end(JSON.stringify({ sold: sold.has(decodeURIComponent(id)) }));
  });
  return {
    sold,
    asked,
    breakWith(answer: { status: number; body: string } | undefined) {
      broken = answer;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('DELETE /api/artworks/:id', () => {
  const orders = startFakeOrders();
  let harness: CatalogHarness;
  let unreachable: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog({ ORDERS_URL: await orders.start() });
    // Port 9 (discard) on loopback: nothing listens, so every sales check goes unanswered.
    unreachable = await startCatalog({ ORDERS_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await harness?.close();
    await unreachable?.close();
    await orders.close();
  });

  const remove = (id: string, on = harness, role: 'admin' | 'public' = 'admin') =>
    on.request(role, { method: 'DELETE', url: `/api/artworks/${id}` });

  it('removes a never-sold work: its row, original, previews and queued OCR job', async () => {
    const artwork = await uploadArtwork(harness);
    const previewKey = `previews/${artwork.id}/640.webp`;
    await harness.deps.storage.put(previewKey, Buffer.from('preview'), 'image/webp', 7);
    expect(await harness.deps.ocrQueue.getJob(ocrJobId(artwork.id))).toBeTruthy();

    const response = await remove(artwork.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(orders.asked.at(-1)).toEqual({
      url: `/internal/artworks/${artwork.id}/sales`,
      token: TEST_INTERNAL_TOKEN,
    });
    expect((await harness.request('admin', { method: 'GET', url: `/api/artworks` })).json()).not.toContainEqual(
      expect.objectContaining({ id: artwork.id }),
    );
    const objects = await harness.listObjects();
    expect(objects).not.toContain(`originals/${artwork.filename}`);
    expect(objects).not.toContain(previewKey);
    expect(await harness.deps.ocrQueue.getJob(ocrJobId(artwork.id))).toBeUndefined();
  });

  it('refuses a sold work with 409 and keeps everything', async () => {
    const artwork = await uploadArtwork(harness);
    orders.sold.add(artwork.id);
    const response = await remove(artwork.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'conflict', message: DELETE_ARTWORK_MESSAGES.sold });
    expect(await getArtwork(harness, artwork.id)).toMatchObject({ id: artwork.id });
    expect(await harness.listObjects()).toContain(`originals/${artwork.filename}`);
  });

  it('fails closed with 503 when orders answers something it cannot read', async () => {
    const artwork = await uploadArtwork(harness);
    for (const answer of [
      { status: 500, body: '{"error":"internal_error","message":"boom"}' },
      { status: 200, body: '{"unexpected":true}' },
    ]) {
      orders.breakWith(answer);
      const response = await remove(artwork.id);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'dependency_unavailable',
        message: DELETE_ARTWORK_MESSAGES.ordersUnavailable,
      });
    }
    orders.breakWith(undefined);
    expect(await getArtwork(harness, artwork.id)).toMatchObject({ id: artwork.id });
  });

  it('fails closed with 503 when orders does not answer at all', async () => {
    const artwork = await uploadArtwork(unreachable);
    const response = await remove(artwork.id, unreachable);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: DELETE_ARTWORK_MESSAGES.ordersUnavailable });
    expect(await getArtwork(unreachable, artwork.id)).toMatchObject({ id: artwork.id });
    expect(await unreachable.listObjects()).toContain(`originals/${artwork.filename}`);
  });

  it('answers 404 for an unknown or malformed id without asking orders, and 401 to the public', async () => {
    const before = orders.asked.length;
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);
    expect(orders.asked).toHaveLength(before);
    const artwork = await uploadArtwork(harness);
    expect((await remove(artwork.id, harness, 'public')).statusCode).toBe(401);
  });
});
