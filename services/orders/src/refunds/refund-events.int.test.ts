import { randomUUID } from 'node:crypto';
import {
  PAYMENT_EVENT_JOBS,
  PAYMENT_EVENTS_QUEUE,
  paymentEventJobId,
  type PaymentEvent,
  type RefundResult,
} from '@shop/contracts';
import { closeQueue, createRedis } from '@shop/platform';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statuses, useRefundShop } from '../testing/refund-shop.js';

describe('refunds (simulator)', () => {
  const { stack, s } = useRefundShop('orders_refund_events');

  describe('payment events from PayPal (queue payment-events)', () => {
    let redis: Redis;
    let queue: Queue;
    let queueEvents: QueueEvents;

    beforeAll(async () => {
      redis = createRedis(stack.deps.config.REDIS_URL, 'worker');
      queue = new Queue(PAYMENT_EVENTS_QUEUE, { connection: redis, prefix: stack.deps.config.QUEUE_PREFIX });
      queueEvents = new QueueEvents(PAYMENT_EVENTS_QUEUE, {
        connection: createRedis(stack.deps.config.REDIS_URL, 'worker'),
        prefix: stack.deps.config.QUEUE_PREFIX,
      });
      await queueEvents.waitUntilReady();
    });
    afterAll(async () => {
      await queueEvents?.close();
      await closeQueue(queue);
      redis?.disconnect();
    });

    /** Adds the event as payments would and waits for orders to handle it; returns what it did. */
    async function deliver(event: Omit<PaymentEvent, 'eventId' | 'occurredAt' | 'source'> & { eventId?: string }) {
      const full: PaymentEvent = {
        eventId: randomUUID(),
        source: 'webhook',
        occurredAt: new Date().toISOString(),
        ...event,
      };
      const job = await queue.add(PAYMENT_EVENT_JOBS[full.type], full, {
        jobId: `${paymentEventJobId(full)}-${randomUUID()}`,
      });
      return { outcome: (await job.waitUntilFinished(queueEvents, 15_000)) as string, event: full };
    }

    it('applies a partial PayPal-side refund without revoking, then one of the rest revoking everything; once each', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Side A'), quantity: 1 },
        { artworkId: await s.artwork('Side B'), quantity: 1 },
      ]);
      const base = { type: 'payment.refunded' as const, paypalOrderId, captureId: null };
      const first = await deliver({ ...base, refundId: 'PPREF-PART-1', amountCents: 500 });
      expect(first.outcome).toBe('partially_refunded');
      expect((await s.detail(orderId)).status).toBe('partially_refunded');
      expect(await statuses(s, orderId, stack)).toEqual([200, 200]);
      // The same event again, and the same refund reported by another event: nothing changes.
      expect(
        (await deliver({ ...base, eventId: first.event.eventId, refundId: 'PPREF-PART-1', amountCents: 500 })).outcome,
      ).toBe('duplicate');
      expect((await deliver({ ...base, refundId: 'PPREF-PART-1', amountCents: 500 })).outcome).toBe('duplicate');

      // 32.38 − 5.00 = 27.38 left: PayPal refunds it all.
      expect((await deliver({ ...base, refundId: 'PPREF-REST-1', amountCents: 2738 })).outcome).toBe('refunded');
      const after = await s.detail(orderId);
      expect(after).toMatchObject({ status: 'refunded', refunded: '32.38' });
      expect(after.refunds.map((r) => [r.providerRefundId, r.amount, r.source, r.requestedBy])).toEqual([
        ['PPREF-PART-1', '5.00', 'paypal', 'paypal'],
        ['PPREF-REST-1', '27.38', 'paypal', 'paypal'],
      ]);
      expect(await statuses(s, orderId, stack)).toEqual([410, 410]);
      expect(await s.outbox(orderId)).toHaveLength(2);
    });

    it('skips the webhook of a refund the dashboard already made', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Ours A'), quantity: 1 },
        { artworkId: await s.artwork('Ours B'), quantity: 1 },
      ]);
      const made = await s.refund(orderId, { lineId: s.lineOf(await s.detail(orderId), 'Ours A').id });
      const refundId = made.json<RefundResult>().refund.providerRefundId;
      const reported = await deliver({
        type: 'payment.refunded',
        paypalOrderId,
        captureId: null,
        refundId,
        amountCents: 1619,
      });
      expect(reported.outcome).toBe('duplicate');
      expect((await s.detail(orderId)).refunds).toHaveLength(1);
      expect(await statuses(s, orderId, stack)).toEqual([410, 200]);
    });

    it('closes every download on a charge-back, once', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Back A'), quantity: 1 },
        { artworkId: await s.artwork('Back B'), quantity: 1 },
      ]);
      const event = {
        type: 'payment.reversed' as const,
        paypalOrderId,
        captureId: null,
        refundId: 'PPREV-1',
        amountCents: 3238,
      };
      const links = (await s.publicOrder(orderId)).download_links;
      const first = await deliver(event);
      expect(first.outcome).toBe('reversed');
      // The order page offers no link that cannot work; one kept from before answers 410.
      expect(await s.publicOrder(orderId)).toMatchObject({ status: 'reversed', download_links: [] });
      const answer = await s.download(links[0] ?? '');
      expect(answer.statusCode).toBe(410);
      expect(answer.json().message).toBe("This order's payment was reversed, so its downloads are closed.");
      expect((await deliver({ ...event, eventId: first.event.eventId })).outcome).toBe('duplicate');
      expect(await s.outbox(orderId)).toHaveLength(1);
      const refused = await s.refund(orderId, { all: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/reversed/);
    });
  });
});
