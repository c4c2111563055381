import { INTERNAL_HEADERS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedId } from './harness/artworks.js';
import { call, jsonBody } from './harness/http.js';
import { textImage } from './harness/images.js';
import { startShop, type Shop } from './harness/shop.js';

// Public reads answered from each gateway's cache of encoded answers, retired on every
// replica when the catalog announces a change. Two gateways in front of two catalogs, as
// operators run them with `--replicas`; the change is made through one and read through the other.

interface ListedArtwork {
  id: string;
  title: string;
  price: string | null;
}

let shop: Shop;
let cookie: string;
let approvedId: string;
let unapprovedId: string;

const LIST = '/api/artworks?limit=48';

async function publicList(gatewayUrl: string, headers: Record<string, string> = {}) {
  const answer = await call(`${gatewayUrl}${LIST}`, { headers });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return { answer, items: (answer.json as { items: ListedArtwork[] }).items };
}

async function patchArtwork(gatewayUrl: string, id: string, body: Record<string, unknown>) {
  const answer = await call(`${gatewayUrl}/api/artworks/${id}`, {
    method: 'PATCH',
    ...jsonBody(body),
    headers: { 'content-type': 'application/json', cookie },
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
}

/**
 * Polls `read` until it holds, and says how many milliseconds after the start the poll that first
 * saw it was sent (a loaded machine's slow answer is not counted as the cache's delay).
 */
async function millisecondsUntil(read: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const asked = performance.now();
    if (await read()) return asked - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

beforeAll(async () => {
  shop = await startShop({ replicas: { gateway: 2, catalog: 2 }, workers: 0 });
  cookie = await shop.adminCookie();
  const image = await textImage('Cached Harbor');
  approvedId = await uploadedId(shop, cookie, image, 'Cached Harbor');
  unapprovedId = await uploadedId(shop, cookie, image, 'Hidden Draft');
  await patchArtwork(shop.gatewayUrl, approvedId, { status: 'approved', price: '12.00', isForSale: true });
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

describe('the public cache across two gateways and two catalogs', () => {
  it('answers a repeated public read from the cache, encoded as the client asks', async () => {
    const [, second] = shop.replicaUrls.gateway;
    await publicList(second ?? '');
    const again = await publicList(second ?? '', { 'accept-encoding': 'br' });
    expect(again.answer.headers.get('x-cache')).toBe('hit');
    expect(again.answer.headers.get('cache-control')).toContain('s-maxage=');
    expect(again.answer.headers.get('surrogate-key')).toBeTruthy();
    expect(again.items.map((item) => item.id)).toEqual([approvedId]);
  });

  it('shows a price changed through one gateway on the other within a second', async () => {
    const [first, second] = shop.replicaUrls.gateway;
    // Both gateways hold the list before the change.
    for (const gateway of [first, second]) await publicList(gateway ?? '');
    expect((await publicList(second ?? '')).answer.headers.get('x-cache')).toBe('hit');

    await patchArtwork(first ?? '', approvedId, { price: '17.50' });
    const priceOn = async (gateway: string | undefined) =>
      (await publicList(gateway ?? '')).items.find((item) => item.id === approvedId)?.price === '17.50';
    // The writer's own gateway knows before it answers the write.
    expect(await priceOn(first)).toBe(true);
    const elapsed = await millisecondsUntil(() => priceOn(second), 5_000);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('retires an artwork’s answer with the list when the work is archived, and brings it back when approved', async () => {
    const [first, second] = shop.replicaUrls.gateway;
    const shortId = approvedId.replaceAll('-', '').slice(0, 12);
    const page = `${second ?? ''}/api/artworks/by-short-id/${shortId}`;
    expect((await call(page)).status).toBe(200);
    expect((await call(page)).headers.get('x-cache')).toBe('hit');
    await patchArtwork(first ?? '', approvedId, { status: 'archived' });
    const elapsed = await millisecondsUntil(async () => (await call(page)).status === 404, 5_000);
    expect(elapsed).toBeLessThan(1_000);
    await patchArtwork(first ?? '', approvedId, { status: 'approved' });
    expect(await millisecondsUntil(async () => (await call(page)).status === 200, 5_000)).toBeLessThan(1_000);
  });

  it('never answers the curator from the cache, nor puts a curator-only work or field in a cached answer', async () => {
    const [first, second] = shop.replicaUrls.gateway;
    // The curator asks first: the curator's answer (unapproved work included) must not be what
    // the public then gets.
    const curator = await call(`${first ?? ''}${LIST}`, { headers: { cookie } });
    expect(curator.headers.get('x-cache')).toBeNull();
    expect((curator.json as { items: ListedArtwork[] }).items.map((item) => item.id)).toContain(unapprovedId);

    for (const gateway of [first, second]) {
      const cached = await publicList(gateway ?? '');
      expect(cached.items.map((item) => item.id)).not.toContain(unapprovedId);
      // Field for field what a catalog replica answers an anonymous caller, asked directly.
      for (const catalog of shop.replicaUrls.catalog) {
        const direct = await call(`${catalog}${LIST}`, {
          headers: { [INTERNAL_HEADERS.token]: shop.internalToken, [INTERNAL_HEADERS.role]: 'public' },
        });
        expect(direct.status).toBe(200);
        expect(cached.answer.json).toEqual(direct.json);
      }
    }
  });
});
