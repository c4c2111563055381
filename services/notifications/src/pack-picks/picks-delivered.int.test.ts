import { randomUUID } from 'node:crypto';
import { orderEventJobId } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import type { MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';

const SUBJECT = /^Your chosen artworks from Algorithmic Art Gallery \(order [0-9a-f]{8}\)$/;

// Issue #25 on the real chain: a pick request that granted works writes picks.made in orders'
// outbox (orders' picks tests check that), the relay publishes it, this service e-mails the
// order's live links, and, while the packs have picks left, where to choose them.
describe('picks.made: the links of a pack’s picks e-mailed, once per event', () => {
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;

  beforeAll(async () => {
    stack = await startOrderMailStack('picks-delivered');
    ({ catcher, ordersDeps } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A paid order of an Abstract 3-Pack with `picked` of its three works picked. */
  async function storePackOrder(email: string, picked: number): Promise<string> {
    return ordersDeps.db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          paypal_order_id: `PICKS-${randomUUID()}`,
          customer_email: email,
          customer_name: 'Ada',
          subtotal_cents: 3499,
          tax_cents: 0,
          total_cents: 3499,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const line = await trx
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          position: 0,
          kind: 'package',
          artwork_id: 'package-abstract-3-pack',
          title: 'Abstract 3-Pack',
          quantity: 1,
          unit_price_cents: 3499,
          credits: 3,
          credits_used: picked,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let position = 0; position < picked; position += 1) {
        const id = randomUUID();
        await trx
          .insertInto('download_grants')
          .values({
            id,
            order_id: order.id,
            order_line_id: line.id,
            position,
            artwork_id: randomUUID(),
            title: `Pick ${position + 1}`,
            token_hash: randomUUID(),
            storage_key: `originals/${id}.png`,
            original_name: `pick-${position + 1}.png`,
            mime_type: 'image/png',
            expires_at: new Date('2026-12-25T10:00:00.000Z'),
          })
          .execute();
      }
      return order.id;
    });
  }

  /** What the picks service records when a pick request granted works. */
  const announcePicks = async (orderId: string) =>
    ordersDeps.db
      .insertInto('order_outbox')
      .values({ type: 'picks.made', order_id: orderId })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();

  it('e-mails the picked works’ links and says how many picks are left, with the picker’s link', async () => {
    const email = `picks-${randomUUID()}@example.com`;
    const orderId = await storePackOrder(email, 2);
    await announcePicks(orderId);

    const [mail] = await catcher.waitForMessagesTo(email);
    expect(mail?.subject).toMatch(SUBJECT);
    expect(mail?.text).toMatch(/- pick-1\.png\n {2}https:\/\/shop\.example\.com\/api\/downloads\/[A-Za-z0-9_-]{43}\n/);
    expect(mail?.text).toContain('- pick-2.png');
    expect(mail?.text).toContain(`Choose your 1 artwork\nYour pack is paid: choose its artworks in the picker.`);
    expect(mail?.text).toContain(`https://shop.example.com/download?order=${orderId}#choose-artworks`);
    expect(mail?.html).toContain(`<a href="https://shop.example.com/download?order=${orderId}#choose-artworks"`);
  });

  it('sends one e-mail per pick request, and says nothing of picks once all are made', async () => {
    const email = `all-${randomUUID()}@example.com`;
    const orderId = await storePackOrder(email, 3);
    const row = await announcePicks(orderId);
    const jobId = orderEventJobId({ type: 'picks.made', orderId, eventId: row.id });
    expect((await stack.finished(jobId)).state).toBe('completed');
    const [mail] = await catcher.waitForMessagesTo(email);
    expect(mail?.text).toContain('- pick-3.png');
    expect(mail?.text).not.toContain('Choose your');

    await announcePicks(orderId);
    await catcher.waitForMessagesTo(email, 2);
    expect(await catcher.messagesTo(email)).toHaveLength(2);
  });
});
