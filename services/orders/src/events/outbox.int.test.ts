import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS_QUEUE, OrderEventSchema, orderPaidJobId } from '@shop/contracts';
import { createLogger, createRedis, jobDefaults } from '@shop/platform';
import { createTestDatabase, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@shop/testkit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import type { NewOrder } from '../orders/order-insert-queries.js';
import { createRepositories } from '../repositories.js';
import { createOrderEventPublisher } from './order-event-publisher.js';
import { createOrderOutboxRelay } from './outbox-relay.js';

const newOrder = (grantIds: string[] = [randomUUID()]): NewOrder => ({
  paypalOrderId: `OUTBOX-${randomUUID()}`,
  customerEmail: 'ada@example.com',
  customerName: 'Ada',
  subtotalCents: 1499,
  taxCents: 0,
  totalCents: 1499,
  stateCode: null,
  taxRate: null,
  captureId: null,
  lines: [
    {
      kind: 'artwork',
      productKind: 'artwork',
      category: null,
      artworkId: randomUUID(),
      title: 'Neon Fox',
      quantity: 1,
      unitPriceCents: 1499,
    },
  ],
  grants: grantIds.map((id) => ({
    id,
    artworkId: randomUUID(),
    tokenHash: randomUUID(),
    storageKey: `originals/${id}.png`,
    originalName: 'fox.png',
    mimeType: 'image/png',
    expiresAt: new Date(Date.now() + 86_400_000),
  })),
});

describe('order events: outbox written with the order, relayed to order-events once', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let queue: Queue;
  let queueRedis: Redis;
  const prefix = uniqueQueuePrefix('outbox');

  beforeAll(async () => {
    database = await createTestDatabase('orders');
    deps = createDeps(
      ordersEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: prefix,
        // The test relays by hand; the polling relay would race it for the same rows.
        ORDER_OUTBOX_POLL_MS: '60000',
      }),
    );
    await prepare(deps);
    queueRedis = createRedis(testRedisUrl(), 'worker');
    queue = new Queue(ORDER_EVENTS_QUEUE, { connection: queueRedis, prefix });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    queueRedis?.disconnect();
    await deps?.close();
    await database?.drop();
  });

  const pendingFor = async (orderId: string) =>
    deps.db.selectFrom('order_outbox').selectAll().where('order_id', '=', orderId).execute();

  it('publishes order.paid after the order commits, once, under the order’s job id', async () => {
    const orderId = await createRepositories(deps.db).orders.insertIfNew(newOrder());
    if (!orderId) throw new Error('order not inserted');
    const [row] = await pendingFor(orderId);
    expect(row).toMatchObject({ type: 'order.paid', published_at: null });

    expect(await deps.outboxRelay.relayPending()).toBe(1);
    expect(await deps.outboxRelay.relayPending()).toBe(0);

    const job = await queue.getJob(orderPaidJobId(orderId));
    expect(job?.name).toBe('order-paid');
    expect(OrderEventSchema.parse(job?.data)).toEqual({
      eventId: row?.id,
      type: 'order.paid',
      orderId,
      occurredAt: row?.created_at.toISOString(),
    });
    const [published] = await pendingFor(orderId);
    expect(published?.published_at).toBeInstanceOf(Date);
    expect(await deps.outbox.countPending()).toBe(0);
  });

  it('adds no second job when a row is published again (a relay that died before marking it)', async () => {
    const orderId = await createRepositories(deps.db).orders.insertIfNew(newOrder());
    if (!orderId) throw new Error('order not inserted');
    await deps.outboxRelay.relayPending();
    await deps.db.updateTable('order_outbox').set({ published_at: null }).where('order_id', '=', orderId).execute();

    expect(await deps.outboxRelay.relayPending()).toBe(1);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((job) => job.id === orderPaidJobId(orderId))).toHaveLength(1);
  });

  it('records no event when the order’s transaction rolls back', async () => {
    const grantId = randomUUID();
    const before = await deps.db.selectFrom('order_outbox').select('id').execute();
    // Two grants with one id: the last insert of the transaction fails, after the order row.
    const failing = newOrder([grantId, grantId]);
    await expect(createRepositories(deps.db).orders.insertIfNew(failing)).rejects.toThrow();

    const stored = await deps.db
      .selectFrom('orders')
      .select('id')
      .where('paypal_order_id', '=', failing.paypalOrderId)
      .execute();
    expect(stored).toEqual([]);
    expect(await deps.db.selectFrom('order_outbox').select('id').execute()).toHaveLength(before.length);
    expect(await deps.outboxRelay.relayPending()).toBe(0);
  });

  it('keeps an event pending while Redis cannot take it, then publishes it', async () => {
    const orderId = await createRepositories(deps.db).orders.insertIfNew(newOrder());
    if (!orderId) throw new Error('order not inserted');
    // A real queue on a Redis that is not there (nothing listens on port 1).
    const deadRedis = createRedis('redis://127.0.0.1:1', 'producer');
    const deadQueue = new Queue(ORDER_EVENTS_QUEUE, { connection: deadRedis, prefix });
    deadQueue.on('error', () => undefined);
    const blocked = createOrderOutboxRelay({
      outbox: deps.outbox,
      publisher: createOrderEventPublisher(deadQueue, jobDefaults(), 300),
      log: createLogger('orders', 'silent'),
      pollMs: 60_000,
    });
    try {
      expect(await blocked.relayPending()).toBe(0);
    } finally {
      deadRedis.disconnect();
      await deadQueue.close().catch(() => undefined);
    }
    const [row] = await pendingFor(orderId);
    expect(row).toMatchObject({ published_at: null, attempts: 1, last_error: expect.any(String) });

    expect(await deps.outboxRelay.relayPending()).toBe(1);
    expect(await queue.getJob(orderPaidJobId(orderId))).toBeDefined();
  });
});
