import { randomBytes } from 'node:crypto';
import { checkoutCookieHeader, type InternalArtwork } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import type { FakeCatalog } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersDeps } from '../deps.js';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import { createPackRuleRepository } from './pack-rules.repository.js';

const TOKEN = 'orders-pack-rules-test-internal-token';
const headers = { 'x-internal-token': TOKEN };

// Issue #25: the artist decides which works a pack can take (categories, a price ceiling).
describe('pack rules on PostgreSQL, with the real payments service (simulator)', () => {
  let stack: OrdersWithPayments;
  let catalog: FakeCatalog;
  let payments: AppInstance;
  let deps: OrdersDeps;
  let orders: AppInstance;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders-pack-rules', TOKEN);
    ({ catalog, payments, deps, orders } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function work(overrides: Partial<InternalArtwork> = {}): Promise<InternalArtwork> {
    const bytes = randomBytes(1024);
    const added = catalog.add({ category: 'Abstract Art', priceCents: 1999, fileSize: bytes.length, ...overrides });
    await deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
    return added;
  }

  async function paidOrder(items: { artworkId: string; quantity: number }[]): Promise<string> {
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { items, stateCode: 'NY', payer: { email: 'ada@example.com', name: 'Ada Lovelace' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
    const stored = await orders.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, cookie: checkoutCookieHeader(created.headers['set-cookie']) ?? '' },
      payload: { paypal_order_id: id, customer_email: 'ada@example.com', customer_name: 'Ada', total_amount: total },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json<{ id: string }>().id;
  }

  const pick = (orderId: string, artworkIds: string[]) =>
    orders.inject({ method: 'POST', url: `/api/orders/${orderId}/picks`, headers, payload: { artworkIds } });

  it('refuses with 400 a work dearer than the pack’s ceiling, and takes one within it', async () => {
    await createPackRuleRepository(deps.db).save({
      packageId: 'package-abstract-3-pack',
      categories: null,
      maxPriceCents: 1500,
    });
    const dear = await work({ title: 'Gold Field', priceCents: 2999 });
    const cheap = await work({ title: 'Tin Field', priceCents: 1500 });
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);

    const refused = await pick(orderId, [cheap.id, dear.id]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      error: 'not_pickable',
      message: '"Gold Field" costs $29.99, more than the $15.00 the Abstract 3-Pack takes at most: nothing was added.',
    });
    const taken = await pick(orderId, [cheap.id]);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ remaining: 2, granted: [{ artworkId: cheap.id, title: 'Tin Field' }] });
  });

  it('refuses a work of a category the Smart Bundle does not take, naming the ones it does', async () => {
    await createPackRuleRepository(deps.db).save({
      packageId: 'package-smart-bundle-3',
      categories: ['Sci-Fi'],
      maxPriceCents: null,
    });
    const abstract = await work({ title: 'Blue Drift' });
    const sciFi = await work({ title: 'Dune', category: 'Sci-Fi' });
    const orderId = await paidOrder([{ artworkId: 'package-smart-bundle-3', quantity: 1 }]);

    const refused = await pick(orderId, [abstract.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      '"Blue Drift" is in Abstract Art, and the Smart Bundle 3-Pack takes only Sci-Fi: nothing was added.',
    );
    expect((await pick(orderId, [sciFi.id])).statusCode).toBe(200);
  });
});
