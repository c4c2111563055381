import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPEN_DOWNLOAD_ORDER_STATUSES } from '../downloads/open-downloads.js';
import { createRepositories } from '../repositories.js';
import { useOrderCheckout } from '../testing/order-checkout.js';

/**
 * The order page reads its order and live grants in one statement (findWithOpenGrants), the
 * receipt its order, lines and grants (findWithLinesAndGrants); each must say what plain reads of
 * the tables say (the receipt: findById, listLines and listGrants), in every state.
 */
describe('the order page and receipt reads', () => {
  const { deps, artwork, paidOrder, postOrder, orderBody } = useOrderCheckout('order_page_read');

  /** The order and its live grants read plainly, table by table, as the page used to. */
  async function twoReads(id: string) {
    const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order) return undefined;
    const lines = await deps.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    const grants = (OPEN_DOWNLOAD_ORDER_STATUSES as readonly string[]).includes(order.status)
      ? await deps.db
          .selectFrom('download_grants')
          .selectAll()
          .where('order_id', '=', id)
          .where('revoked_at', 'is', null)
          .orderBy('position')
          .execute()
      : [];
    return {
      order,
      grants: grants.map((grant) => {
        const line = lines.find((candidate) => candidate.artwork_id === grant.artwork_id);
        return {
          id: grant.id,
          artworkId: grant.artwork_id,
          createdAt: grant.created_at,
          title: grant.title ?? line?.title ?? grant.original_name,
          licence_name: line?.licence_name ?? null,
          licence_text: line?.licence_text ?? null,
        };
      }),
    };
  }

  async function threeReads(id: string) {
    const { orders } = createRepositories(deps.db);
    const order = await orders.findById(id);
    return order ? { order, lines: await orders.listLines(id), grants: await orders.listGrants(id) } : undefined;
  }

  async function recordedOrder() {
    const { artwork: fox } = await artwork({ title: 'Neon Fox' });
    const { artwork: owl } = await artwork({ title: 'Night Owl' });
    const paid = await paidOrder([
      { artworkId: fox.id, quantity: 1 },
      { artworkId: owl.id, quantity: 1 },
    ]);
    const created = await postOrder(orderBody(paid.id, paid.total));
    expect(created.statusCode, created.body).toBe(201);
    return String(created.json().id);
  }

  it('gives the order and its live grants in link order, as plain reads of the tables do', async () => {
    const id = await recordedOrder();
    const { orders } = createRepositories(deps.db);
    const read = await orders.findWithOpenGrants(id);
    expect(read?.grants.map((grant) => grant.title)).toEqual(['Neon Fox', 'Night Owl']);
    expect(read).toEqual(await twoReads(id));
    const receipt = await orders.findWithLinesAndGrants(id);
    expect(receipt?.lines.map((line) => line.title)).toEqual(['Neon Fox', 'Night Owl']);
    expect(receipt?.grants[0]?.expires_at).toBeInstanceOf(Date);
    expect(receipt).toEqual(await threeReads(id));
  });

  it('leaves out a revoked grant, and every grant of an order whose downloads are closed', async () => {
    const id = await recordedOrder();
    const { orders } = createRepositories(deps.db);
    const first = (await orders.listOpenGrants(id))[0];
    if (!first) throw new Error('the order has no grant');
    await orders.revokeGrant(id, first.id);
    const revoked = await orders.findWithOpenGrants(id);
    expect(revoked?.grants.map((grant) => grant.title)).toEqual(['Night Owl']);
    expect(revoked).toEqual(await twoReads(id));

    await deps.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', id).execute();
    const refunded = await orders.findWithOpenGrants(id);
    expect(refunded?.order.status).toBe('refunded');
    expect(refunded?.grants).toEqual([]);
    expect(refunded).toEqual(await twoReads(id));

    // The receipt's read keeps the revoked grant (the receipt leaves it out itself), its time a date.
    await deps.db.updateTable('order_lines').set({ refunded_at: new Date() }).where('order_id', '=', id).execute();
    const receipt = await orders.findWithLinesAndGrants(id);
    expect(receipt?.grants.filter((grant) => grant.revoked_at instanceof Date)).toHaveLength(1);
    expect(receipt?.lines.every((line) => line.refunded_at instanceof Date)).toBe(true);
    expect(receipt).toEqual(await threeReads(id));
  });

  it('finds no order for an unknown id', async () => {
    const { orders } = createRepositories(deps.db);
    expect(await orders.findWithOpenGrants(randomUUID())).toBeUndefined();
    expect(await orders.findWithLinesAndGrants(randomUUID())).toBeUndefined();
  });
});
