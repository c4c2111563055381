import { type Artwork, ArtworkPageSchema } from '@shop/contracts';
import { uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';

// The Curation tab searches, filters and pages on the server; SPEC's plain list stays.

describe('artwork search and paging through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;
  const uploaded: Artwork[] = [];

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('artwork-search') } });
    adminCookie = await signInAsCurator(stack);
    for (const title of ['Harbour lights', 'Harbour fog', 'Desert bloom']) {
      const form = multipartUpload(
        { title, category: 'Core Collection' },
        { filename: `${title}.png`, content: randomPng() },
      );
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

  const get = (url: string, cookie?: string) =>
    stack.gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('gives the curator one page of matches with their total, in a stable order', async () => {
    const first = ArtworkPageSchema.parse(
      (await get('/api/artworks?q=harbour&sort=title&limit=1', adminCookie)).json(),
    );
    const second = ArtworkPageSchema.parse(
      (await get('/api/artworks?q=harbour&sort=title&limit=1&page=2', adminCookie)).json(),
    );
    expect(first.total).toBe(2);
    expect(first.items.map((a) => a.title)).toEqual(['Harbour fog']);
    expect(second.items.map((a) => a.title)).toEqual(['Harbour lights']);
  });

  it('shows the public only approved matches, and keeps the plain list an array', async () => {
    const approved = uploaded[0];
    if (!approved) throw new Error('no upload');
    const patch = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/artworks/${approved.id}`,
      headers: { cookie: adminCookie },
      payload: { status: 'approved' },
      remoteAddress: freshAddress(),
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const publicPage = ArtworkPageSchema.parse((await get('/api/artworks?q=harbour&shown=pending')).json());
    expect(publicPage.items.map((a) => a.id)).toEqual([approved.id]);
    expect(Array.isArray((await get('/api/artworks')).json())).toBe(true);
    expect(Array.isArray((await get('/api/artworks?status=pending', adminCookie)).json())).toBe(true);
  });

  it('answers 400 naming a bad param', async () => {
    const response = await get('/api/artworks?sort=sideways', adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('sort');
  });
});
