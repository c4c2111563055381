import { randomBytes } from 'node:crypto';
import { type Artwork, JOBS, type OcrResultJob, QUEUES } from '@shop/contracts';
import { multipartForm, uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_ADMIN_PASSWORD, type Stack } from './harness/stack.js';

const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Curation tells the truth. No OCR worker runs here, so uploads stay unread until a test reads them. */
describe('curation through the gateway, with no OCR worker', () => {
  let stack: Stack;
  let cookie = '';
  const queuePrefix = uniqueQueuePrefix('curation');

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: queuePrefix } });
    const login = await stack.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: freshAddress(),
    });
    const session = login.cookies.find((c) => c.name === 'shop_session');
    cookie = session ? `${session.name}=${session.value}` : '';
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function png(): Promise<Buffer> {
    return sharp({ create: { width: 32, height: 24, channels: 3, background: '#7744aa' } })
      .png()
      .toBuffer();
  }

  async function upload(fields: Record<string, string>) {
    const body = multipartForm(fields, { filename: 'art.png', content: await png(), contentType: 'image/png' });
    return stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie },
      remoteAddress: freshAddress(),
    });
  }

  async function listAll(): Promise<Artwork[]> {
    return (await stack.gateway.inject({ method: 'GET', url: '/api/artworks', headers: { cookie } })).json<Artwork[]>();
  }

  const find = async (id: string) => (await listAll()).find((artwork) => artwork.id === id);

  /** Delivers a clean OCR result as the worker would, and waits until the catalog applied it. */
  async function readClean(artwork: Artwork): Promise<void> {
    const redis = new Redis(stack.env.REDIS_URL ?? '', { maxRetriesPerRequest: null });
    const results = new Queue(QUEUES.ocrResults, { connection: redis, prefix: queuePrefix });
    try {
      const result: OcrResultJob = {
        outcome: 'processed',
        artworkId: artwork.id,
        ocrText: '',
        findings: [],
        width: 32,
        height: 24,
        previewKeys: {},
      };
      await results.add(JOBS.applyOcrResult, result, { jobId: `clean-${artwork.id}` });
      await waitFor(async () => (await find(artwork.id))?.ocrStatus === 'processed', { what: 'result applied' });
    } finally {
      await results.close();
      redis.disconnect();
    }
  }

  it('approve-clean skips work whose OCR has not finished and approves work read clean', async () => {
    const unread = await upload({ title: 'Unread', category: 'Sci-Fi' });
    const clean = await upload({ title: 'Read clean', category: 'Sci-Fi' });
    expect(unread.statusCode, unread.body).toBe(201);
    expect(clean.statusCode, clean.body).toBe(201);
    await readClean(clean.json<Artwork>());

    const batch = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'approve-clean' },
      headers: { cookie },
      remoteAddress: freshAddress(),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toEqual({ updated: 1 });
    expect(await find(unread.json<Artwork>().id)).toMatchObject({ status: 'pending', ocrStatus: 'pending' });
    expect(await find(clean.json<Artwork>().id)).toMatchObject({ status: 'approved', ocrStatus: 'processed' });
  });

  it('uploads with a default price and for-sale flag; a bad price is a 400 naming it and stores nothing', async () => {
    const priced = await upload({ title: 'Priced', category: 'Sci-Fi', price: '14.99', isForSale: 'true' });
    expect(priced.statusCode, priced.body).toBe(201);
    expect(priced.json<Artwork>()).toMatchObject({ price: '14.99', isForSale: true });

    const countBefore = (await listAll()).length;
    const bad = await upload({ title: 'Bad price', category: 'Sci-Fi', price: '14.999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', message: expect.stringContaining('price') });
    expect((await listAll()).length).toBe(countBefore);
  });
});
