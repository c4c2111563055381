import { INTERNAL_HEADERS } from '@shop/contracts';
import { waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkStates, upload, uploadedId, waitAllOcrDone } from './harness/artworks.js';
import { call, errorCode, jsonBody } from './harness/http.js';
import { textImage } from './harness/images.js';
import { uploadForm } from './harness/multipart.js';
import { startShop, type Shop } from './harness/shop.js';

// ARCHITECTURE "Jobs": producers on the HTTP path fail fast and answer 503 while Redis is away;
// workers wait for it; Redis is append-only, so queued work survives its restart.

const WORDS = ['HARBOR', 'LANTERN', 'MEADOW', 'QUARTZ', 'VELVET', 'SUMMIT', 'COPPER', 'ORCHID'];

let shop: Shop;

beforeAll(async () => {
  shop = await startShop({
    workers: 1,
    env: { OCR_LOCK_DURATION_MS: '4000', OCR_STALLED_INTERVAL_MS: '2000', OCR_MAX_STALLED_COUNT: '10' },
  });
});

afterAll(async () => {
  await shop?.close();
});

describe('Redis restarted while OCR jobs are queued and running', () => {
  it('answers 503 while Redis is away, recovers without a restart, and finishes every job', async () => {
    const cookie = await shop.adminCookie();
    const images = await Promise.all(WORDS.map((word) => textImage(word)));
    await Promise.all(WORDS.map((word, index) => uploadedId(shop, cookie, images[index] ?? Buffer.alloc(0), word)));
    // Stop Redis while the worker holds a job and others wait: in-flight and queued work both.
    await waitFor(
      async () => {
        const queue = await call(`${shop.gatewayUrl}/api/ocr/queue`, { headers: { cookie } });
        const counts = (queue.json as { counts?: { active: number; waiting: number } } | undefined)?.counts;
        return counts !== undefined && counts.active >= 1 && counts.waiting >= 1;
      },
      { timeoutMs: 60_000, intervalMs: 50, what: 'one OCR job active and others waiting' },
    );
    await shop.redis.stop();

    try {
      const image = images[0] ?? Buffer.alloc(0);
      // The curator's session lives in Redis: it cannot be checked, which is not "signed out".
      const uploadAnswer = await upload(shop, cookie, image, 'DURING-OUTAGE');
      expect(uploadAnswer.status, uploadAnswer.text).toBe(503);
      expect(errorCode(uploadAnswer)).toBe('dependency_unavailable');

      const queue = await call(`${shop.gatewayUrl}/api/ocr/queue`, { headers: { cookie } });
      expect(queue.status, queue.text).toBe(503);

      const login = await call(`${shop.gatewayUrl}/api/auth/login`, {
        method: 'POST',
        ...jsonBody({ password: shop.adminPassword }),
      });
      expect(login.status, login.text).toBe(503);
      expect(errorCode(login)).toBe('dependency_unavailable');

      // Straight at the catalog (as the gateway would call it): the queue is needed, so 503.
      const internal = { [INTERNAL_HEADERS.token]: shop.internalToken, [INTERNAL_HEADERS.role]: 'admin' };
      const form = uploadForm(image, { title: 'DIRECT-DURING-OUTAGE' });
      const direct = await call(`${shop.urls.catalog}/api/artworks/upload`, {
        method: 'POST',
        headers: { ...form.headers, ...internal },
        body: form.body,
      });
      expect(direct.status, direct.text).toBe(503);
      const directQueue = await call(`${shop.urls.catalog}/api/ocr/queue`, { headers: internal });
      expect(directQueue.status, directQueue.text).toBe(503);

      // Shoppers do not need Redis: browsing keeps working.
      const browse = await call(`${shop.gatewayUrl}/api/artworks`);
      expect(browse.status, browse.text).toBe(200);

      // Nothing half-stored by the refused uploads.
      const titles = (await artworkStates(shop)).map((row) => row.title);
      expect(titles).not.toContain('DURING-OUTAGE');
      expect(titles).not.toContain('DIRECT-DURING-OUTAGE');
    } finally {
      await shop.redis.start();
    }

    // The same processes, no restart: they reconnect on their own.
    const freshCookie = await waitFor(
      async () => {
        const login = await call(`${shop.gatewayUrl}/api/auth/login`, {
          method: 'POST',
          ...jsonBody({ password: shop.adminPassword }),
        });
        return login.status === 200 ? login.headers.getSetCookie()[0]?.split(';', 1)[0] : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'login to work again' },
    );
    expect(freshCookie).toBeDefined();
    await waitFor(
      async () => (await call(`${shop.gatewayUrl}/api/ocr/queue`, { headers: { cookie } })).status === 200,
      { timeoutMs: 30_000, intervalMs: 250, what: 'the OCR queue to answer again with the old session' },
    );
    const image = images[1] ?? Buffer.alloc(0);
    await waitFor(async () => (await upload(shop, cookie, image, 'AFTER-OUTAGE')).status === 201, {
      timeoutMs: 30_000,
      intervalMs: 500,
      what: 'uploads to work again',
    });

    const done = await waitAllOcrDone(shop, WORDS.length + 1, 120_000);
    expect(done.map((row) => row.ocr_status)).toEqual(done.map(() => 'processed'));
    for (const row of done) {
      const expectedWord = row.title === 'AFTER-OUTAGE' ? 'LANTERN' : row.title;
      expect(row.ocr_text.toUpperCase(), row.title).toContain(expectedWord);
    }
    for (const name of ['catalog', 'gateway'] as const) {
      expect((await call(`${shop.urls[name]}/readyz`)).status).toBe(200);
      expect(shop.processes.get(name)?.isRunning()).toBe(true);
    }
  });
});
