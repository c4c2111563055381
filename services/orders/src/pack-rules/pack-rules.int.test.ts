import { INTERNAL_HEADERS, type InternalArtwork, type PackRuleList } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersDeps } from '../deps.js';
import { payForOrder, storeWork } from '../testing/buy-through-payments.js';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import { createPackRuleRepository } from './pack-rules.repository.js';

const TOKEN = 'orders-pack-rules-test-internal-token';
const headers = { 'x-internal-token': TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

// The artist decides which works a pack can take (categories, a price ceiling).
describe('pack rules on PostgreSQL, with the real payments service (simulator)', () => {
  let stack: OrdersWithPayments;
  let deps: OrdersDeps;
  let orders: AppInstance;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders-pack-rules', TOKEN);
    ({ deps, orders } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const work = async (overrides: Partial<InternalArtwork> = {}) => (await storeWork(stack, overrides)).artwork;
  const paidOrder = (items: { artworkId: string; quantity: number }[]) => payForOrder(stack, headers, items);

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

  const save = (
    packageId: string,
    payload: { categories: string[] | null; maxPrice: string | null },
    as: Record<string, string> = admin,
  ) => orders.inject({ method: 'PUT', url: `/api/pack-rules/${packageId}`, headers: as, payload });

  it('lists every pack with its collection’s categories, and saves the curator’s rule', async () => {
    const saved = await save('package-abstract-5-pack', { categories: null, maxPrice: '24.99' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      packageId: 'package-abstract-5-pack',
      name: 'Abstract 5-Pack',
      collection: 'abstract-art',
      categoryChoices: ['Abstract Art'],
      categories: null,
      maxPrice: '24.99',
      isDefault: false,
    });
    const list = await orders.inject({ method: 'GET', url: '/api/pack-rules', headers: admin });
    expect(list.statusCode).toBe(200);
    const { rules } = list.json<PackRuleList>();
    expect(rules.map((rule) => rule.packageId)).toEqual([
      'package-abstract-single',
      'package-abstract-3-pack',
      'package-abstract-5-pack',
      'package-abstract-10-pack',
      'package-smart-bundle-3',
    ]);
    // A pack the artist set no rule for takes works up to its price per pick ($99.99 / 10).
    expect(rules.find((rule) => rule.packageId === 'package-abstract-10-pack')).toMatchObject({
      categories: null,
      maxPrice: '9.99',
      isDefault: true,
    });
    expect(rules.find((rule) => rule.packageId === 'package-smart-bundle-3')).toMatchObject({
      categories: ['Sci-Fi'],
      categoryChoices: expect.arrayContaining(['Abstract Art', 'Sci-Fi', 'Miscellaneous']),
    });
  });

  // A new pack protects the artist; "any price" is a choice the artist saves.
  it('takes works up to the pack’s price per pick until the artist chooses otherwise', async () => {
    const dear = await work({ title: 'Copper Field', priceCents: 1167 });
    const fits = await work({ title: 'Iron Field', priceCents: 1166 });
    const orderId = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);
    const freshRule = await createPackRuleRepository(deps.db).findByPackageIds(['package-abstract-3-pack']);
    // The first test saved a rule for the 3-pack: start again from none, as on a new install.
    if (freshRule.size > 0)
      await deps.db.deleteFrom('pack_rules').where('package_id', '=', 'package-abstract-3-pack').execute();

    const refused = await pick(orderId, [dear.id]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      '"Copper Field" costs $11.67, more than the $11.66 the Abstract 3-Pack takes at most: nothing was added.',
    );
    expect((await pick(orderId, [fits.id])).statusCode).toBe(200);

    const anyPrice = await save('package-abstract-3-pack', { categories: null, maxPrice: null });
    expect(anyPrice.json()).toMatchObject({ maxPrice: null, isDefault: false });
    expect((await pick(orderId, [dear.id])).statusCode).toBe(200);
  });

  const reset = (packageId: string, as: Record<string, string> = admin) =>
    orders.inject({ method: 'DELETE', url: `/api/pack-rules/${packageId}`, headers: as });

  it('takes a saved rule back to the default, up to the pack’s price per pick, for the curator only', async () => {
    await save('package-abstract-5-pack', { categories: null, maxPrice: null });
    const dear = await work({ title: 'Silver Field', priceCents: 1100 });
    const orderId = await paidOrder([{ artworkId: 'package-abstract-5-pack', quantity: 1 }]);

    expect((await reset('package-abstract-5-pack', headers)).statusCode).toBe(401);
    expect((await reset('package-custom-logo')).statusCode).toBe(404);
    const back = await reset('package-abstract-5-pack');
    expect(back.statusCode, back.body).toBe(200);
    // $54.99 / 5 per pick.
    expect(back.json()).toMatchObject({ packageId: 'package-abstract-5-pack', maxPrice: '10.99', isDefault: true });
    const list = await orders.inject({ method: 'GET', url: '/api/pack-rules', headers: admin });
    expect(list.json<PackRuleList>().rules.find((rule) => rule.packageId === 'package-abstract-5-pack')).toEqual(
      back.json(),
    );
    const refused = await pick(orderId, [dear.id]);
    expect(refused.statusCode, refused.body).toBe(400);
    // A pack with no rule to remove answers the same.
    expect((await reset('package-abstract-5-pack')).json()).toEqual(back.json());
  });

  it('keeps "any price" for the packs of an install that sold before the default, and none on a new one', async () => {
    const { up } = await import('../db/migrations/202612100500_keep-existing-pack-rules.js');
    await deps.db.deleteFrom('pack_rules').execute();
    await up(deps.db); // this database has orders: an install that sold
    const rows = await deps.db.selectFrom('pack_rules').selectAll().orderBy('package_id').execute();
    expect(rows.map((row) => [row.package_id, row.categories, row.max_price_cents])).toEqual([
      ['package-abstract-10-pack', null, null],
      ['package-abstract-3-pack', null, null],
      ['package-abstract-5-pack', null, null],
      ['package-abstract-single', null, null],
      ['package-smart-bundle-3', null, null],
    ]);
    // A rule the artist saved is kept as it is.
    await save('package-abstract-single', { categories: null, maxPrice: '5.00' });
    await up(deps.db);
    const single = await createPackRuleRepository(deps.db).findByPackageIds(['package-abstract-single']);
    expect(single.get('package-abstract-single')?.max_price_cents).toBe(500);
    await deps.db.deleteFrom('pack_rules').execute();

    // A new install (no order yet) saves nothing: its packs keep the default. Rolled back after.
    const rollback = new Error('rollback');
    const onNewInstall = await deps.db
      .transaction()
      .execute(async (trx) => {
        await sql`truncate orders cascade`.execute(trx);
        await up(trx);
        const saved = await trx.selectFrom('pack_rules').selectAll().execute();
        throw Object.assign(rollback, { saved });
      })
      .catch((error: unknown) => (error === rollback ? (rollback as Error & { saved: unknown[] }).saved : error));
    expect(onNewInstall).toEqual([]);
    expect(await deps.db.selectFrom('orders').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('refuses the public, a category outside the collection, a bad price and an unknown pack', async () => {
    expect((await orders.inject({ method: 'GET', url: '/api/pack-rules', headers })).statusCode).toBe(401);
    expect((await save('package-abstract-single', { categories: null, maxPrice: null }, headers)).statusCode).toBe(401);
    const outside = await save('package-abstract-single', { categories: ['Sci-Fi'], maxPrice: null });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toBe(
      'The Abstract Single cannot take Sci-Fi: it is not in its collection.',
    );
    expect((await save('package-abstract-single', { categories: [], maxPrice: null })).statusCode).toBe(400);
    expect((await save('package-abstract-single', { categories: null, maxPrice: '0.00' })).statusCode).toBe(400);
    expect((await save('package-custom-logo', { categories: null, maxPrice: null })).statusCode).toBe(404);
  });

  it('gives the picker the categories and ceiling the rule allows', async () => {
    await save('package-smart-bundle-3', { categories: ['Sci-Fi', 'Miscellaneous'], maxPrice: '9.99' });
    const orderId = await paidOrder([{ artworkId: 'package-smart-bundle-3', quantity: 1 }]);
    const answer = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/picks`, headers });
    // Miscellaneous sells at $14.99, above the $9.99 ceiling: the picker does not offer it.
    expect(answer.json()).toMatchObject({ packs: [{ categories: ['Sci-Fi'], maxPrice: '9.99' }] });
  });

  it('tells the receipt how many picks are left and where the picker is, and announces each pick that grants', async () => {
    await save('package-abstract-single', { categories: null, maxPrice: null });
    const one = await work({ title: 'Quiet Blue' });
    const orderId = await paidOrder([{ artworkId: 'package-abstract-single', quantity: 2 }]);
    const receipt = async () =>
      (await orders.inject({ method: 'GET', url: `/internal/orders/${orderId}/receipt`, headers })).json<{
        picks: unknown;
      }>().picks;
    expect(await receipt()).toEqual({
      left: 2,
      pickerUrl: `https://shop.example.com/download?order=${orderId}#choose-artworks`,
    });
    const events = async () =>
      (
        await deps.db
          .selectFrom('order_outbox')
          .select('type')
          .where('order_id', '=', orderId)
          .where('type', '=', 'picks.made')
          .execute()
      ).length;
    expect(await events()).toBe(0);

    expect((await pick(orderId, [one.id])).statusCode).toBe(200);
    expect(await receipt()).toMatchObject({ left: 1 });
    expect(await events()).toBe(1);
    // A work the order already has grants nothing, so nothing is announced.
    expect((await pick(orderId, [one.id])).statusCode).toBe(200);
    expect(await events()).toBe(1);

    const other = await work({ title: 'Loud Red' });
    expect((await pick(orderId, [other.id])).statusCode).toBe(200);
    expect(await receipt()).toBeNull();
    expect(await events()).toBe(2);
  });
});
