import { publicCacheKeys } from '@shop/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCatalog } from '../testing/catalog-harness.js';
import { uploadApprovedArtwork, uploadArtwork } from '../testing/fixtures.js';

// The catalog's generation of public answers moves with what a public answer can show,
// and with nothing else: every buyer's quote, PayPal order and order record asks the artwork
// lookup, which once emptied every gateway's cache.

const harness = useCatalog();
let redis: Redis;

beforeAll(() => {
  redis = new Redis(harness.config.REDIS_URL);
});
afterAll(async () => {
  await redis.del(publicCacheKeys(harness.config.QUEUE_PREFIX).generation);
  redis.disconnect();
});

const generation = () => redis.get(publicCacheKeys(harness.config.QUEUE_PREFIX).generation);

type Answer = { statusCode: number; body: string };

/** Whether `write` set a new generation before its answer left. */
async function moves(write: () => Promise<Answer>): Promise<boolean> {
  const before = await generation();
  const answer = await write();
  expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
  return (await generation()) !== before;
}

/** A write that must succeed. */
const accepted = (write: () => Promise<Answer>) => async () => {
  const answer = await write();
  expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(300);
  return answer;
};

describe('the public generation', () => {
  it('stays where it is for the artwork lookup of every quote, PayPal order and order record', async () => {
    const artwork = await uploadApprovedArtwork(harness, { title: 'Bought often' });
    for (let buyer = 0; buyer < 3; buyer += 1) {
      expect(
        await moves(
          accepted(() =>
            harness.request('public', {
              method: 'POST',
              url: '/internal/artworks/lookup',
              payload: { ids: [artwork.id] },
            }),
          ),
        ),
      ).toBe(false);
    }
  });

  it('stays where it is for a new upload, pending until approved, and for a refused write', async () => {
    expect(
      await moves(() => uploadArtwork(harness, { title: 'Pending' }).then(() => ({ statusCode: 201, body: '' }))),
    ).toBe(false);
    const artwork = await uploadApprovedArtwork(harness, { title: 'Refused' });
    expect(
      await moves(() =>
        harness.request('admin', { method: 'PATCH', url: `/api/artworks/${artwork.id}`, payload: { price: '-1' } }),
      ),
    ).toBe(false);
  });

  it('moves with each of the curator’s changes the shop shows', async () => {
    const pending = await uploadArtwork(harness, { title: 'To approve' });
    const approve = () =>
      harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${pending.id}`,
        payload: { status: 'approved' },
      });
    expect(await moves(accepted(approve))).toBe(true);
    const price = () =>
      harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${pending.id}`,
        payload: { price: '19.99', isForSale: true },
      });
    expect(await moves(accepted(price))).toBe(true);
    const category = () =>
      harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${pending.id}`,
        payload: { category: 'Sci-Fi' },
      });
    expect(await moves(accepted(category))).toBe(true);
    const shopName = () =>
      harness.request('admin', {
        method: 'PUT',
        url: '/api/shop-identity',
        payload: { shopName: 'A Renamed Shop', supportEmail: null },
      });
    expect(await moves(accepted(shopName))).toBe(true);
    const policy = () =>
      harness.request('admin', {
        method: 'PUT',
        url: '/api/policies/faq',
        payload: { markdown: 'Every work is a download.' },
      });
    expect(await moves(accepted(policy))).toBe(true);
    const about = () =>
      harness.request('admin', {
        method: 'PUT',
        url: '/api/about-page',
        payload: { markdown: 'I paint with models.' },
      });
    expect(await moves(accepted(about))).toBe(true);
  });
});
