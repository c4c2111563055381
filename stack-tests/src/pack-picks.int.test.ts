import { uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, buyInSimulator, publishWork, type PublishedWork } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Every product that is sold is delivered: a paid pack's works are picked after
// payment, through the gateway on the real catalog, payments (simulator) and orders.

describe('pack picks through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('pack-picks') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  // Under the 3-pack's price per pick ($34.99 / 3), which a pack with no saved rule takes at most.
  const abstractWork = (title: string) =>
    publishWork(stack, adminCookie, { title, category: 'Abstract Art', price: '9.99' });
  const picks = (orderId: string, artworkIds: string[], remoteAddress?: string) =>
    asShopper(stack, { method: 'POST', url: `/api/orders/${orderId}/picks`, payload: { artworkIds }, remoteAddress });
  const downloadAll = async (links: string[]) =>
    Promise.all(links.map((link) => asShopper(stack, { method: 'GET', url: new URL(link).pathname })));

  it('delivers a 3-pack: one credit per pick, parallel picks from two clients still give 3 grants', async () => {
    const works: PublishedWork[] = [];
    for (const title of ['Pack One', 'Pack Two', 'Pack Three', 'Pack Four']) works.push(await abstractWork(title));
    const [one, two, three, four] = works.map((work) => work.id);
    const order = await buyInSimulator(stack, [{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);
    expect(order.download_links).toEqual([]);

    const before = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}/picks` });
    expect(before.json()).toMatchObject({ remaining: 3, packs: [{ collectionLabel: 'Abstract Art', total: 3 }] });

    const first = await picks(order.id, [one ?? '']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ remaining: 2, message: '1 artwork added to your downloads.' });

    // Two sessions with the same two picks left each pick two different works at once.
    const [tabA, tabB] = await Promise.all([
      picks(order.id, [two ?? '', three ?? ''], freshAddress()),
      picks(order.id, [four ?? '', three ?? ''], freshAddress()),
    ]);
    expect([tabA.statusCode, tabB.statusCode].sort()).toEqual([200, 409]);
    const refused = tabA.statusCode === 409 ? tabA : tabB;
    expect(refused.json()).toEqual({
      error: 'pack_credits_used_up',
      // The lock makes the second request wait for the first, so it finds every credit spent.
      message: 'All picks of this order are used: nothing was added.',
    });

    const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}` });
    const links = shown.json<{ download_links: string[] }>().download_links;
    expect(links).toHaveLength(3);
    const files = await downloadAll(links);
    const originals = new Map(works.map((work) => [work.original.toString('base64'), work.id]));
    const delivered = files.map((file) => {
      expect(file.statusCode).toBe(200);
      return originals.get(file.rawPayload.toString('base64'));
    });
    expect(delivered[0]).toBe(one);
    expect(new Set(delivered).size).toBe(3);

    const after = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}/picks` });
    expect(after.json()).toMatchObject({ remaining: 0, packs: [{ used: 3, remaining: 0 }] });
    const detail = await stack.gateway.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/admin`,
      headers: { cookie: adminCookie },
    });
    expect(detail.json<{ grants: unknown[] }>().grants).toHaveLength(3);
  });

  it('refuses over-picking with 409 and a work of another collection with 400, granting nothing', async () => {
    const a = await abstractWork('Over A');
    const b = await abstractWork('Over B');
    const sciFi = await publishWork(stack, adminCookie, { title: 'Rocket Dawn', category: 'Sci-Fi', price: '14.99' });
    const unpriced = await publishWork(stack, adminCookie, { title: 'Unpriced Swirl', category: 'Abstract Art' });
    const order = await buyInSimulator(stack, [{ artworkId: 'package-abstract-single', quantity: 1 }]);

    const over = await picks(order.id, [a.id, b.id]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'pack_credits_used_up',
      message:
        'This pack has 1 pick left, but 2 artworks new to this order were chosen. Nothing was added: choose at most 1.',
    });

    const wrong = await picks(order.id, [sciFi.id]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'not_pickable',
      message: `"Rocket Dawn" is not in Abstract Art, so this order's pack cannot include it.`,
    });
    const notForSale = await picks(order.id, [unpriced.id]);
    expect(notForSale.statusCode).toBe(400);
    expect(notForSale.json().message).toBe('"Unpriced Swirl" is not for sale right now, so a pack cannot include it.');

    const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}` });
    expect(shown.json<{ download_links: string[] }>().download_links).toEqual([]);
  });

  it('counts a pack line under its collection in the sales figures', async () => {
    await buyInSimulator(stack, [{ artworkId: 'package-abstract-5-pack', quantity: 1 }]);
    // From yesterday, so an order stored just before midnight UTC is still in the period.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    const sales = await stack.gateway.inject({
      method: 'GET',
      url: `/api/sales?from=${yesterday}&to=${today}`,
      headers: { cookie: adminCookie },
    });
    expect(sales.statusCode, sales.body).toBe(200);
    const byCategory = sales.json<{ byCategory: { category: string | null }[] }>().byCategory;
    // Every line this file bought is an Abstract pack: none falls in the "—" (no category) row.
    expect(byCategory.map((row) => row.category)).toEqual(['Abstract Art']);
  });
});
