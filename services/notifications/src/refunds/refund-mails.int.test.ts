import { randomUUID } from 'node:crypto';
import {
  ORDER_EVENT_JOBS,
  orderEventJobId,
  PAYMENT_EVENT_JOBS,
  PAYMENT_EVENTS_QUEUE,
  paymentEventJobId,
  type OrderEvent,
  type PaymentEvent,
} from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import type { MailCatcher } from '@shop/testkit';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsDeps } from '../deps.js';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { storePaidOrder } from '../testing/paid-order.js';
import { expectWayBack } from '../testing/way-back.js';

// The refund e-mails, on the real chain on PostgreSQL, Redis and an SMTP catcher: PayPal's refund arrives on
// payment-events, orders applies it and writes order.refunded to its outbox, the relay publishes
// it, and this service e-mails the buyer what was refunded, once per event.
describe('refund e-mails for order.refunded, sent once per event over SMTP', () => {
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;
  let deps: NotificationsDeps;
  let queue: Queue;
  let paymentEvents: Queue;

  beforeAll(async () => {
    stack = await startOrderMailStack('refund-mails');
    ({ catcher, ordersDeps, deps, queue } = stack);
    paymentEvents = new Queue(PAYMENT_EVENTS_QUEUE, { connection: stack.queueRedis, prefix: stack.prefix });
  });
  afterAll(async () => {
    await paymentEvents?.obliterate({ force: true }).catch(() => undefined);
    await paymentEvents?.close();
    await stack?.close();
  });

  /** A paid order of two lines (19.99 + 9.99, CA 7.25%: 32.16), each with its download. */
  async function storeOrder(email: string): Promise<{ orderId: string; paypalOrderId: string }> {
    const paypalOrderId = `REFUND-${randomUUID().slice(0, 8)}`;
    const orderId = await storePaidOrder(ordersDeps.db, {
      email,
      customerName: 'Grace <Hopper>',
      paypalOrderId,
      lines: [
        { title: 'Neon Fox & Friends', unitPriceCents: 1999 },
        { title: 'Quiet Moon', unitPriceCents: 999 },
      ],
      grants: [
        // The artist's working files; the buyer reads the names they saved them under.
        { of: 0, originalName: 'neon-fox-v3-final.png' },
        { of: 1, originalName: 'quiet-moon.png' },
      ],
      taxCents: 218,
      // Paid long ago: its receipt is not what these tests are about.
      paidEvent: 'published',
    });
    return { orderId, paypalOrderId };
  }

  /** PayPal reports a refund on payment-events, as payments publishes it. */
  async function paypalRefunds(paypalOrderId: string, refundId: string, amountCents: number): Promise<void> {
    const event: PaymentEvent = {
      eventId: randomUUID(),
      type: 'payment.refunded',
      paypalOrderId,
      captureId: null,
      refundId,
      amountCents,
      source: 'webhook',
      occurredAt: new Date().toISOString(),
    };
    await paymentEvents.add(PAYMENT_EVENT_JOBS['payment.refunded'], event, { jobId: paymentEventJobId(event) });
  }

  const refundEvents = async (orderId: string) =>
    ordersDeps.db
      .selectFrom('order_outbox')
      .select(['id', 'type', 'order_id', 'created_at'])
      .where('order_id', '=', orderId)
      .where('type', '=', 'order.refunded')
      .orderBy('created_at')
      .execute();

  const finished = (jobId: string) => stack.finished(jobId);

  it('e-mails what was refunded, how much and which downloads closed, once even when the job runs twice', async () => {
    const email = `refund-${randomUUID()}@example.com`;
    const { orderId, paypalOrderId } = await storeOrder(email);
    await paypalRefunds(paypalOrderId, 'PPREF-ALL', 3216);

    const [mail] = await catcher.waitForMessagesTo(email);
    expect(mail?.subject).toBe(`Your order was refunded: Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`);
    expect(mail?.text).toContain('We refunded $32.16 to your payment method.');
    expect(mail?.text).toContain('- Neon Fox & Friends\n- Quiet Moon');
    expect(mail?.text).toContain('Downloads now closed:\n- neon-fox-friends.png\n- quiet-moon.png');
    expect(mail?.text).not.toContain('neon-fox-v3-final');
    expect(mail?.text).toContain('Refunded so far: $32.16 of $32.16.');
    expect(mail?.html).toContain('Grace &lt;Hopper&gt;');
    // The notice says "Reply to this e-mail": the answer goes to the support address.
    const support = /Questions\? Write to (\S+@\S+)\.$/m.exec(mail?.text ?? '')?.[1] ?? 'none';
    const source = await (await fetch(`${catcher.webUrl}/api/email/${mail?.id}/source`)).text();
    expect(source).toContain(`Reply-To: Algorithmic Art Gallery <${support}>`);
    expect(mail?.html).toContain('Neon Fox &amp; Friends');
    expectWayBack(mail);

    const [event] = await refundEvents(orderId);
    if (!event) throw new Error('no order.refunded event');
    const orderEvent: OrderEvent = {
      eventId: event.id,
      type: 'order.refunded',
      orderId,
      occurredAt: event.created_at.toISOString(),
    };
    const jobId = orderEventJobId(orderEvent);
    expect((await finished(jobId)).state).toBe('completed');
    const againId = `${jobId}-again`;
    await queue.add(ORDER_EVENT_JOBS['order.refunded'], orderEvent, { jobId: againId });
    const again = await finished(againId);
    expect(again.job?.returnvalue).toBe('already-done');
    expect(await catcher.messagesTo(email)).toHaveLength(1);
    const sent = await deps.sentMessages.listForOrder(orderId);
    expect(sent.map((row) => [row.kind, row.status, row.idempotency_key])).toEqual([
      ['order-refund', 'sent', `order.refunded:${event.id}`],
    ]);
  });

  it('sends one e-mail per refund of the same order', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const { orderId, paypalOrderId } = await storeOrder(email);
    await paypalRefunds(paypalOrderId, 'PPREF-PART', 500);
    const [partial] = await catcher.waitForMessagesTo(email);
    expect(partial?.subject).toBe(
      `Part of your order was refunded: Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`,
    );
    expect(partial?.text).toContain('An amount of $5.00 of the order (no single item).');
    expect(partial?.text).toContain('None of your downloads were closed.');
    expect(partial?.text).toContain('The downloads of the items you kept keep working');

    await paypalRefunds(paypalOrderId, 'PPREF-REST', 2716);
    const mails = await catcher.waitForMessagesTo(email, 2);
    expect(mails.map((m) => m.subject)).toContain(
      `Your order was refunded: Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`,
    );
    expect(await refundEvents(orderId)).toHaveLength(2);
  });
});
