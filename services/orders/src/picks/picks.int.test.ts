import { INTERNAL_HEADERS, type InternalArtwork } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payForOrder, storeWork } from '../testing/buy-through-payments.js';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import { backfillPackCredits } from '../db/migrations/202611260000_add-pack-credits.js';
import type { OrdersDeps } from '../deps.js';

const TOKEN = 'orders-picks-test-internal-token';
const headers = { 'x-internal-token': TOKEN };
const DAY_MS = 24 * 3600 * 1000;

describe('pack picks on PostgreSQL and S3, with the real payments service (simulator)', () => {
  let stack: OrdersWithPayments;
  let deps: OrdersDeps;
  let orders: AppInstance;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders-picks', TOKEN);
    ({ deps, orders } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  // Within every pack's price per pick ($9.99 for the 10-pack), so the default rule takes it.
  const work = (overrides: Partial<InternalArtwork> = {}) => storeWork(stack, { priceCents: 999, ...overrides });
  const paidOrder = (items: { artworkId: string; quantity: number }[]) => payForOrder(stack, headers, items);

  const pick = (orderId: string, artworkIds: string[]) =>
    orders.inject({ method: 'POST', url: `/api/orders/${orderId}/picks`, headers, payload: { artworkIds } });
  const picksOf = (orderId: string) => orders.inject({ method: 'GET', url: `/api/orders/${orderId}/picks`, headers });
  const linksOf = async (orderId: string) =>
    (await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json<{
      download_links: string[];
    }>().download_links;
  const download = (link: string) =>
    orders.inject({ method: 'GET', url: `/api/downloads/${link.split('/').pop() ?? ''}`, headers });

  it('gives a 3-pack three Abstract Art credits, counted under its collection in the sales figures', async () => {
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);
    const answer = await picksOf(orderId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      orderId,
      remaining: 3,
      packs: [
        {
          lineId: expect.any(String),
          packageId: 'package-abstract-3-pack',
          title: 'Abstract 3-Pack',
          quantity: 1,
          collection: 'abstract-art',
          collectionLabel: 'Abstract Art',
          categories: ['Abstract Art'],
          maxPrice: '11.66',
          total: 3,
          used: 0,
          remaining: 3,
          picked: [],
        },
      ],
    });
    const line = await deps.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    expect(line).toMatchObject({ category: 'Abstract Art', credits: 3, credits_used: 0 });
  });

  it('multiplies credits by the quantity and gives the Smart Bundle two picks from the whole shop', async () => {
    const orderId = await paidOrder([
      { artworkId: 'package-abstract-5-pack', quantity: 2 },
      { artworkId: 'package-smart-bundle-3', quantity: 1 },
    ]);
    const answer = (await picksOf(orderId)).json<{
      remaining: number;
      packs: { total: number; categories: string[] }[];
    }>();
    expect(answer.remaining).toBe(12);
    expect(answer.packs.map((pack) => pack.total)).toEqual([10, 2]);
    expect(answer.packs[1]?.categories).toEqual([
      'Core Collection',
      'Abstract Art',
      'Sci-Fi',
      'Algornation',
      'Miscellaneous',
    ]);
  });

  it('turns each pick into a 30-day download grant of the original, shown on the order and to the curator', async () => {
    const [a, b] = [await work({ title: 'Blue Drift' }), await work({ title: 'Red Fold' })];
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);

    const answer = await pick(orderId, [a.artwork.id, b.artwork.id]);

    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json();
    expect(result).toMatchObject({
      remaining: 1,
      granted: [
        { artworkId: a.artwork.id, title: 'Blue Drift' },
        { artworkId: b.artwork.id, title: 'Red Fold' },
      ],
      alreadyOwned: [],
      message: '2 artworks added to your downloads.',
    });
    expect(result.packs[0]).toMatchObject({ used: 2, remaining: 1, picked: result.granted });
    // An answer with download links (and the buyer's picks) is kept by no cache.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((await picksOf(orderId)).headers['cache-control']).toBe('private, no-store');
    const links = await linksOf(orderId);
    expect(result.download_links).toEqual(links);
    expect(links).toHaveLength(2);
    // The order names each picked work beside its link (the success page shows it).
    const order = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    // With the extra files each work delivers (none here).
    expect(order.json<{ downloadItems: unknown }>().downloadItems).toEqual(
      result.granted.map((item: object) => ({ ...item, files: [] })),
    );
    const files = await Promise.all(links.map(download));
    expect(files.map((file) => file.rawPayload)).toEqual([a.bytes, b.bytes]);

    const grants = await deps.db.selectFrom('download_grants').selectAll().where('order_id', '=', orderId).execute();
    for (const grant of grants) {
      const validMs = grant.expires_at.getTime() - Date.now();
      expect(validMs).toBeGreaterThan(29.9 * DAY_MS);
      expect(validMs).toBeLessThanOrEqual(30 * DAY_MS);
    }
    const detail = await orders.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/admin`,
      headers: { ...headers, [INTERNAL_HEADERS.role]: 'admin' },
    });
    expect(detail.json<{ grants: { artworkId: string }[] }>().grants.map((grant) => grant.artworkId)).toEqual([
      a.artwork.id,
      b.artwork.id,
    ]);
  });

  it('spends nothing on a work the order already has, and says so', async () => {
    const bought = await work({ title: 'Green Hour' });
    const other = await work({ title: 'Night Grid' });
    const orderId = await paidOrder([
      { artworkId: bought.artwork.id, quantity: 1 },
      { artworkId: 'package-abstract-single', quantity: 1 },
    ]);

    const first = await pick(orderId, [bought.artwork.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      remaining: 1,
      granted: [],
      alreadyOwned: [{ artworkId: bought.artwork.id, title: 'Green Hour' }],
      message: '"Green Hour" is already in this order: no pick used.',
    });

    const second = await pick(orderId, [other.artwork.id, bought.artwork.id]);
    expect(second.json()).toMatchObject({
      remaining: 0,
      message: '1 artwork added to your downloads. "Green Hour" is already in this order: no pick used.',
    });
    expect(await linksOf(orderId)).toHaveLength(2);
  });

  it('refuses more picks than credits left with 409, granting nothing', async () => {
    const works = await Promise.all([work(), work(), work()]);
    const orderId = await paidOrder([{ artworkId: 'package-abstract-single', quantity: 1 }]);

    const over = await pick(
      orderId,
      works.map((w) => w.artwork.id),
    );

    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'pack_credits_used_up',
      message:
        'This pack has 1 pick left, but 3 artworks new to this order were chosen. Nothing was added: choose at most 1.',
    });
    expect(await linksOf(orderId)).toEqual([]);
    expect((await pick(orderId, [works[0]?.artwork.id ?? ''])).statusCode).toBe(200);
    const usedUp = await pick(orderId, [works[1]?.artwork.id ?? '']);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe('All picks of this order are used: nothing was added.');
  });

  it('refuses with 400 a work outside the collection, one that cannot be bought, and an unknown one', async () => {
    const sciFi = await work({ title: 'Star Gate', category: 'Sci-Fi' });
    const unpriced = await work({ title: 'Sketch', priceCents: null });
    const pending = await work({ title: 'Fresh', status: 'pending' });
    const fine = await work();
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);

    const cases = [
      [sciFi.artwork.id, '"Star Gate" is not in Abstract Art, so this order\'s pack cannot include it.'],
      [unpriced.artwork.id, '"Sketch" is not for sale right now, so a pack cannot include it.'],
      [pending.artwork.id, '"Fresh" is not for sale right now, so a pack cannot include it.'],
      [
        '3f1c9a52-0000-4000-8000-000000000000',
        'There is no artwork "3f1c9a52-0000-4000-8000-000000000000" in the shop.',
      ],
      ['../etc/passwd', 'There is no artwork "../etc/passwd" in the shop.'],
    ] as const;
    for (const [id, message] of cases) {
      const answer = await pick(orderId, [fine.artwork.id, id]);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json()).toEqual({ error: 'not_pickable', message });
    }
    expect((await picksOf(orderId)).json()).toMatchObject({ remaining: 3 });
    expect((await pick(orderId, [])).statusCode).toBe(400);
  });

  it('lets a Smart Bundle pick from any shop page, and never from a hidden category', async () => {
    const sciFi = await work({ category: 'Sci-Fi' });
    const hidden = await work({ title: 'Old One', category: 'Retired Works' });
    const orderId = await paidOrder([{ artworkId: 'package-smart-bundle-3', quantity: 1 }]);
    expect((await pick(orderId, [sciFi.artwork.id])).statusCode).toBe(200);
    const refused = await pick(orderId, [hidden.artwork.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('"Old One" is not in the shop, so this order\'s pack cannot include it.');
  });

  it('spends each credit once when ten picks race for a 3-pack', async () => {
    const works = await Promise.all(Array.from({ length: 10 }, () => work()));
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);

    const answers = await Promise.all(works.map((w) => pick(orderId, [w.artwork.id])));

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await linksOf(orderId)).toHaveLength(3);
    expect((await picksOf(orderId)).json()).toMatchObject({ remaining: 0, packs: [{ used: 3, remaining: 0 }] });
  });

  it('answers 409 for an order without a pack and 404 for an unknown one', async () => {
    const bought = await work();
    const orderId = await paidOrder([{ artworkId: bought.artwork.id, quantity: 1 }]);
    const none = await pick(orderId, [bought.artwork.id]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This order has no pack to pick artworks for.');
    expect((await picksOf(orderId)).json()).toEqual({ orderId, remaining: 0, packs: [] });
    expect((await picksOf('3f1c9a52-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pick('not-an-order', [bought.artwork.id])).statusCode).toBe(404);
  });

  it('backfills the credits of pack lines stored before credits existed', async () => {
    const orderId = await paidOrder([{ artworkId: 'package-abstract-5-pack', quantity: 2 }]);
    await deps.db
      .updateTable('order_lines')
      .set({ credits: null, category: null })
      .where('order_id', '=', orderId)
      .execute();

    await backfillPackCredits(deps.db);

    const line = await deps.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    expect(line).toMatchObject({ credits: 10, credits_used: 0, category: 'Abstract Art' });
  });
});
