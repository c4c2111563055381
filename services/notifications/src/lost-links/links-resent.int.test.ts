import { randomUUID } from 'node:crypto';
import { ORDER_EVENT_JOBS, orderEventJobId, type OrderEvent } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import type { MailCatcher } from '@shop/testkit';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { storePaidOrder } from '../testing/paid-order.js';
import { expectWayBack } from '../testing/way-back.js';

const SUBJECT = /^Your download links from Algorithmic Art Gallery \(order [0-9a-f]{8}\)$/;

// Lost links on the real chain: orders writes links.resent (the curator's resend, or the
// /download form's), its relay publishes the job keyed on the event, this service e-mails the
// order's live links over SMTP, once per event.
describe('links.resent: the order’s links e-mailed again, once per event', () => {
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;
  let queue: Queue;

  beforeAll(async () => {
    stack = await startOrderMailStack('links-resent');
    ({ catcher, ordersDeps, queue } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A paid order with one live and one revoked grant (no order.paid row: no receipt to tell apart). */
  const storeOrder = (email: string) =>
    storePaidOrder(ordersDeps.db, {
      email,
      customerName: 'Ada <Lovelace>',
      // The links are named after the works' titles, never the files' upload names.
      lines: [{ title: 'Live' }, { title: 'Revoked' }],
      grants: [
        { of: 0, originalName: 'live-upload.png' },
        { of: 1, originalName: 'revoked-upload.png', revokedAt: new Date() },
      ],
      taxCents: null,
      paidEvent: 'none',
    });

  const finished = (jobId: string) => stack.finished(jobId);

  const resentRows = async (orderId: string) =>
    ordersDeps.db
      .selectFrom('order_outbox')
      .select(['id', 'type', 'order_id', 'created_at'])
      .where('order_id', '=', orderId)
      .where('type', '=', 'links.resent')
      .orderBy('created_at')
      .execute();

  it('e-mails the live links with their expiry, in HTML and text, and not the revoked one', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const orderId = await storeOrder(email);
    expect(await ordersDeps.lostLinks.resendForOrder(orderId)).toEqual({ orderId, email });

    const [mail] = await catcher.waitForMessagesTo(email);
    expect(mail?.subject).toMatch(SUBJECT);
    expect(mail?.text).toContain(`Order number: ${orderId}`);
    expect(mail?.text).toMatch(/- live\.png\n {2}https:\/\/shop\.example\.com\/api\/downloads\/[A-Za-z0-9_-]{43}\n/);
    expect(mail?.text).toContain('Link expires December 25, 2026 at 10:00 AM UTC.');
    expect(mail?.text).not.toContain('revoked.png');
    expect(mail?.text).not.toContain('live-upload.png');
    expect(mail?.html).toContain('Hello Ada &lt;Lovelace&gt;,');
    expect(mail?.html).toMatch(
      /<a href="https:\/\/shop\.example\.com\/api\/downloads\/[A-Za-z0-9_-]{43}">live\.png<\/a>/,
    );
    expectWayBack(mail);
  });

  it('sends one e-mail per event: a repeat of the event sends nothing, a second request sends again', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const orderId = await storeOrder(email);
    await ordersDeps.lostLinks.resendForOrder(orderId);
    await catcher.waitForMessagesTo(email, 1);
    const [row] = await resentRows(orderId);
    if (!row) throw new Error('no links.resent row');
    const event: OrderEvent = {
      eventId: row.id,
      type: 'links.resent',
      orderId,
      occurredAt: row.created_at.toISOString(),
    };
    const first = await finished(orderEventJobId(event));
    expect(first.state).toBe('completed');

    // The same event again under another job (a relay that published it twice after a clean-up).
    const againId = `${orderEventJobId(event)}-again`;
    await queue.add(ORDER_EVENT_JOBS['links.resent'], event, { jobId: againId });
    const again = await finished(againId);
    expect(again.job?.returnvalue).toBe('already-done');
    expect(await catcher.messagesTo(email)).toHaveLength(1);

    // The buyer asks again: a new event, a new e-mail.
    await ordersDeps.lostLinks.requestResend({ email: email.toUpperCase() });
    await catcher.waitForMessagesTo(email, 2);
    expect(await resentRows(orderId)).toHaveLength(2);
  });

  it('gives up at once on an event for an order orders does not know', async () => {
    const event: OrderEvent = {
      eventId: randomUUID(),
      type: 'links.resent',
      orderId: randomUUID(),
      occurredAt: new Date().toISOString(),
    };
    await queue.add(ORDER_EVENT_JOBS['links.resent'], event, { jobId: orderEventJobId(event), attempts: 5 });
    const { job, state } = await finished(orderEventJobId(event));
    expect(state).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
  });
});
