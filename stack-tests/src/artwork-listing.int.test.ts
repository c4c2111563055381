import { type Artwork, ArtworkPageSchema } from '@shop/contracts';
import { uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';

// The public galleries page GET /api/artworks with a cursor, through the gateway.

describe('public keyset paging and search through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;
  const uploaded: Artwork[] = [];

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('artwork-listing') } });
    adminCookie = await signInAsCurator(stack);
    for (const title of ['Tide one', 'Tide two', 'Tide three', 'Tide four', 'Tide zero', 'Quarry']) {
      const form = multipartUpload({ title, category: 'Sci-Fi' }, { filename: `${title}.png`, content: randomPng() });
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/api/artworks/upload',
        headers: { cookie: adminCookie, ...form.headers },
        payload: form.payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
      uploaded.push(response.json<Artwork>());
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  const approve = async (artwork: Artwork | undefined) => {
    if (!artwork) throw new Error('no upload');
    const patch = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/artworks/${artwork.id}`,
      headers: { cookie: adminCookie },
      payload: { status: 'approved' },
      remoteAddress: freshAddress(),
    });
    expect(patch.statusCode, patch.body).toBe(200);
  };
  const page = async (query: string) => {
    const response = await stack.gateway.inject({ method: 'GET', url: `/api/artworks?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ArtworkPageSchema.parse(response.json());
  };

  it('pages the public, approved-only list with cursors, losing and repeating nothing as works are approved', async () => {
    for (const artwork of uploaded.slice(0, 4)) await approve(artwork);
    const seen: string[] = [];
    let result = await page('category=Sci-Fi&sort=title&limit=2');
    expect(result.total).toBe(4);
    seen.push(...result.items.map((a) => a.id));
    // Approved between pages: "Quarry" sorts before the cursor ("Tide one"), "Tide zero" after it.
    await approve(uploaded[4]);
    await approve(uploaded[5]);
    while (result.nextCursor !== null) {
      result = await page(`category=Sci-Fi&sort=title&limit=2&cursor=${result.nextCursor}`);
      seen.push(...result.items.map((a) => a.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const artwork of uploaded.slice(0, 4)) expect(seen).toContain(artwork.id);
    expect(seen).toContain(uploaded[4]?.id);
    expect(seen).not.toContain(uploaded[5]?.id);

    const search = await page('q=TIDE&sort=title&limit=48');
    expect(search.items.map((a) => a.title)).toEqual(['Tide four', 'Tide one', 'Tide three', 'Tide two', 'Tide zero']);
    expect(search.nextCursor).toBeNull();
  });

  it('answers 400 naming a bad cursor through the gateway', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/artworks?limit=2&cursor=bm9wZQ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string; message: string }>().message).toMatch(/cursor/i);
  });
});
