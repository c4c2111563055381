import { randomUUID } from 'node:crypto';
import { ORDER_EVENT_JOBS, orderPaidJobId, type OrderEvent } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import { waitFor, type MailCatcher } from '@shop/testkit';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsDeps } from '../deps.js';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { storePaidOrder } from '../testing/paid-order.js';
import { expectWayBack } from '../testing/way-back.js';

// The real chain on PostgreSQL, Redis and an SMTP catcher: orders stores an order and its outbox
// row, the relay publishes order.paid, this service renders the receipt and sends it over SMTP.
describe('receipts for order.paid, sent once over SMTP', () => {
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;
  let deps: NotificationsDeps;
  let queue: Queue;

  beforeAll(async () => {
    stack = await startOrderMailStack('receipts');
    ({ catcher, ordersDeps, deps, queue } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A paid order with the characters the e-mail must escape, and a grant for its download link. */
  const storeOrder = (email: string) =>
    storePaidOrder(ordersDeps.db, {
      email,
      customerName: 'Grace <Hopper>',
      lines: [{ title: 'Neon Fox & Friends' }],
      grants: [{ of: 0, originalName: 'neon-fox.png', expiresAt: new Date('2026-12-25T10:00:00.000Z') }],
    });

  const finished = (jobId: string) => stack.finished(jobId);

  const statusOf = async (orderId: string) =>
    (await deps.sentMessages.listForOrder(orderId)).map((row) => [row.status, row.recipient]);

  it('sends one receipt with the lines, totals and download link when the order is paid', async () => {
    const email = `buyer-${randomUUID()}@example.com`;
    const orderId = await storeOrder(email);

    const [mail] = await catcher.waitForMessagesTo(email);
    expect(mail?.subject).toBe(`Your receipt from Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`);
    expect(mail?.text).toContain(`Order number: ${orderId}`);
    expect(mail?.text).toContain('- Neon Fox & Friends: $19.99');
    expect(mail?.text).toContain('Tax (CA, 7.25%): $1.45');
    expect(mail?.text).toContain('Total: $21.44');
    expect(mail?.text).toMatch(/https:\/\/shop\.example\.com\/api\/downloads\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).toContain('Link expires December 25, 2026 at 10:00 AM UTC.');
    expect(mail?.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail?.html).toContain('Neon Fox &amp; Friends');
    expectWayBack(mail);
    // Stable per order, so a duplicate that slipped through would fold in mail clients.
    const source = (await (await fetch(`${catcher.webUrl}/api/email/${mail?.id}/source`)).text()).replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(source).toMatch(new RegExp(`^Message-ID: <order\\.paid\\.${orderId}@shop\\.example\\.com>$`, 'im'));
    // "Reply to this e-mail" reaches the shop's support address, not the From address.
    const support = /Questions\? Write to (\S+@\S+)\.$/m.exec(mail?.text ?? '')?.[1];
    expect(support).toBeDefined();
    expect(source).toMatch(new RegExp(`^Reply-To: Algorithmic Art Gallery <${support?.replace(/\./g, '\\.')}>$`, 'm'));
    expect(mail?.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');

    const { state } = await finished(orderPaidJobId(orderId));
    expect(state).toBe('completed');
    expect(await catcher.messagesTo(email)).toHaveLength(1);
    expect(await statusOf(orderId)).toEqual([['sent', email]]);
  });

  it('sends no second e-mail when the same event is handled again', async () => {
    const email = `again-${randomUUID()}@example.com`;
    const orderId = await storeOrder(email);
    await catcher.waitForMessagesTo(email);
    const first = await finished(orderPaidJobId(orderId));
    const event = first.job?.data as OrderEvent;

    // The same event delivered again under another job (as after the first job was cleaned up).
    const againId = `${orderPaidJobId(orderId)}-again`;
    await queue.add(ORDER_EVENT_JOBS['order.paid'], event, { jobId: againId });
    const again = await finished(againId);
    expect(again.state).toBe('completed');
    expect(again.job?.returnvalue).toBe('already-done');
    expect(await catcher.messagesTo(email)).toHaveLength(1);
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    await catcher.stop();
    const email = `outage-${randomUUID()}@example.com`;
    const orderId = await storeOrder(email);
    const jobId = orderPaidJobId(orderId);
    try {
      await waitFor(async () => ((await queue.getJob(jobId))?.attemptsMade ?? 0) >= 2, {
        timeoutMs: 20_000,
        what: 'two failed attempts',
      });
      expect(await statusOf(orderId)).toEqual([]);
    } finally {
      await catcher.start();
    }
    await catcher.waitForMessagesTo(email, 1, 30_000);
    expect((await finished(jobId)).state).toBe('completed');
    expect(await catcher.messagesTo(email)).toHaveLength(1);
    expect(await statusOf(orderId)).toEqual([['sent', email]]);
  });

  it('skips an order without a usable e-mail instead of retrying it', async () => {
    for (const email of ['', 'not-an-address']) {
      const orderId = await storeOrder(email);
      const { job, state } = await finished(orderPaidJobId(orderId));
      expect(state).toBe('completed');
      expect(job?.returnvalue).toBe('skipped');
      expect(job?.attemptsMade).toBe(1);
      expect(await statusOf(orderId)).toEqual([['skipped', null]]);
    }
  });
});
