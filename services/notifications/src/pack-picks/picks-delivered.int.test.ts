import { randomUUID } from 'node:crypto';
import { orderEventJobId } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import type { MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { storePaidOrder } from '../testing/paid-order.js';

const SUBJECT = /^Your chosen artworks from Algorithmic Art Gallery \(order [0-9a-f]{8}\)$/;

// Pack picks on the real chain: a pick request that granted works writes picks.made in orders'
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
  const storePackOrder = (email: string, picked: number) =>
    storePaidOrder(ordersDeps.db, {
      email,
      customerName: 'Ada',
      lines: [
        {
          artworkId: 'package-abstract-3-pack',
          title: 'Abstract 3-Pack',
          unitPriceCents: 3499,
          pack: { credits: 3, used: picked },
        },
      ],
      grants: Array.from({ length: picked }, (_, index) => ({
        of: 0,
        title: `Pick ${index + 1}`,
        originalName: `pick-${index + 1}.png`,
      })),
      taxCents: null,
      paidEvent: 'none',
    });

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
