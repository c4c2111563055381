import type { Artwork, BatchResult } from '@shop/contracts';
import { uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';

// The curator prices and puts up for sale a selection in one batch, through the
// gateway; the shop then sells exactly those works and nothing else.

describe('batch edits through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('batch-edit') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function upload(title: string): Promise<Artwork> {
    const form = multipartUpload(
      { title, category: 'Core Collection' },
      { filename: `${title}.png`, content: randomPng() },
    );
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Artwork>();
  }

  const batch = (payload: unknown, cookie = adminCookie) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/batch',
      headers: { cookie },
      payload: payload as object,
      remoteAddress: freshAddress(),
    });

  const priceOrder = (artworkId: string, amount: string) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/paypal/order',
      payload: { items: [{ artworkId, quantity: 1 }], stateCode: 'OR', currency: 'USD', intent: 'CAPTURE', amount },
      remoteAddress: freshAddress(),
    });

  it('batch price/for-sale edits touch exactly the selected works', async () => {
    const selected = [await upload('Batch A'), await upload('Batch B'), await upload('Batch C')];
    const left = await upload('Batch left out');

    const applied = await batch({
      action: 'update',
      ids: selected.map((artwork) => artwork.id),
      changes: { status: 'approved', price: '19.99', isForSale: true },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<BatchResult>().updated).toBe(3);
    // The one left out is approved alone, with no price: on show, not for sale.
    const approveLeft = await batch({ action: 'update', ids: [left.id], changes: { status: 'approved' } });
    expect(approveLeft.json<BatchResult>().updated).toBe(1);

    const shown = (await stack.gateway.inject({ method: 'GET', url: '/api/artworks', remoteAddress: freshAddress() }))
      .json<Artwork[]>()
      .filter((artwork) => [...selected, left].some((mine) => mine.id === artwork.id));
    expect(
      shown
        .filter((artwork) => artwork.price === '19.99' && artwork.isForSale)
        .map((a) => a.id)
        .sort(),
    ).toEqual(selected.map((artwork) => artwork.id).sort());
    expect(shown.find((artwork) => artwork.id === left.id)).toMatchObject({ price: null, isForSale: false });

    // Payments prices from the catalog: the new price sells, the unpriced work is refused (4xx).
    const sold = await priceOrder(selected[0]?.id ?? '', '19.99');
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ subtotal: '19.99' });
    const refused = await priceOrder(left.id, '0.00');
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    // Undo as the dashboard does it: one batch per previous value.
    const undo = await batch({
      action: 'update',
      ids: selected.map((artwork) => artwork.id),
      changes: { status: 'pending', price: null, isForSale: false },
    });
    expect(undo.json<BatchResult>().artworks?.every((a) => a.price === null && !a.isForSale)).toBe(true);
  });

  it('refuses the public (401) and an unknown id without changing anything (404)', async () => {
    const artwork = await upload('Batch guarded');
    const payload = { action: 'update', ids: [artwork.id], changes: { price: '1.00' } };
    expect((await batch(payload, '')).statusCode).toBe(401);
    const unknown = await batch({ ...payload, ids: [artwork.id, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    const listed = (
      await stack.gateway.inject({ method: 'GET', url: '/api/artworks', headers: { cookie: adminCookie } })
    ).json<Artwork[]>();
    expect(listed.find((a) => a.id === artwork.id)?.price).toBeNull();
  });
});
