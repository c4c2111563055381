import { createDb, migrateToLatest } from '@shop/platform';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { PAYMENTS_SCHEMA } from '../deps.js';
import type { CreateOrderInput } from '../paypal/payment-provider.js';
import { createPgSimulatorStore } from './simulator-pg-store.js';
import { createSimulatorProvider, type SimulatorRecord } from './simulator-provider.js';

const input = (requestId: string): CreateOrderInput => ({
  requestId,
  currency: 'USD',
  items: [{ name: 'Neon Fox', sku: 'artwork-1', unitAmountCents: 1499, quantity: 1 }],
  itemTotalCents: 1499,
  taxTotalCents: 120,
  totalCents: 1619,
});

describe('simulator store on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase('payments_sim');
    db = createDb<Database>({ url: database.url, schema: PAYMENTS_SCHEMA });
    await migrateToLatest(db as Kysely<unknown>, PAYMENTS_SCHEMA, migrations);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('inserts only a new id and replaces only while the status still matches', async () => {
    const store = createPgSimulatorStore(db);
    const record: SimulatorRecord = {
      id: 'SIMSTORE0000001',
      requestId: 'r1',
      status: 'CREATED',
      items: input('r1').items,
      itemTotalCents: 1499,
      taxTotalCents: 120,
      totalCents: 1619,
      payer: { email: null, givenName: null, surname: null },
      capture: null,
      createdAt: new Date(0).toISOString(),
    };
    expect(await store.put(record.id, record)).toBe(true);
    expect(await store.put(record.id, { ...record, requestId: 'r2' })).toBe(false);
    const completed = {
      ...record,
      status: 'COMPLETED' as const,
      capture: { captureId: 'C1', requestId: 'c', capturedAt: 'now' },
    };
    expect(await store.put(record.id, completed, { ifStatus: 'APPROVED' })).toBe(false);
    expect(await store.put(record.id, completed, { ifStatus: 'CREATED' })).toBe(true);
    expect(
      await store.put(
        record.id,
        { ...completed, capture: { ...completed.capture, captureId: 'C2' } },
        { ifStatus: 'CREATED' },
      ),
    ).toBe(false);
    expect(await store.get(record.id)).toEqual(completed);
    expect(await store.get('SIMNONE')).toBeUndefined();
  });

  it('captures once when two processes race with different request ids', async () => {
    // Two providers over one database stand for two payments processes.
    const a = createSimulatorProvider({ store: createPgSimulatorStore(db) });
    const b = createSimulatorProvider({ store: createPgSimulatorStore(db) });
    const { providerOrderId } = await a.createOrder(input('race-1'));

    const outcomes = await Promise.allSettled([
      a.captureOrder(providerOrderId, 'cap-a'),
      b.captureOrder(providerOrderId, 'cap-b'),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')?.reason).toMatchObject({ kind: 'already_captured' });
  });

  it('creates one order for concurrent creates with one request id', async () => {
    const providers = Array.from({ length: 5 }, () => createSimulatorProvider({ store: createPgSimulatorStore(db) }));
    const created = await Promise.all(providers.map((p) => p.createOrder(input('same-request'))));
    expect(new Set(created.map((c) => c.providerOrderId)).size).toBe(1);
    const rows = await db
      .selectFrom('simulated_orders')
      .select('id')
      .where('id', '=', created[0]?.providerOrderId ?? '')
      .execute();
    expect(rows).toHaveLength(1);
  });
  it('refunds of one capture racing in several processes never add up to more than it', async () => {
    // Two providers on one database: two payments processes.
    const [a, b] = [
      createSimulatorProvider({ store: createPgSimulatorStore(db) }),
      createSimulatorProvider({ store: createPgSimulatorStore(db) }),
    ];
    const { providerOrderId } = await a.createOrder(input('refund-race'));
    const { captureId } = await a.captureOrder(providerOrderId, 'capture');
    const results = await Promise.allSettled(
      ['k1', 'k2', 'k3', 'k4'].map((key, i) =>
        (i % 2 === 0 ? a : b).refundCapture({
          providerOrderId,
          captureId: captureId ?? '',
          currency: 'USD',
          requestId: key,
          amountCents: 600,
        }),
      ),
    );
    // 16.19 holds two refunds of 6.00; the others are refused, whatever the interleaving.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const stored = await createPgSimulatorStore(db).get(providerOrderId);
    expect(stored?.refunds?.map((r) => r.amountCents)).toEqual([600, 600]);
  });
});
