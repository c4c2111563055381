import { createDb, migrateToLatest } from '@shop/platform';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './index.js';

describe('migration 202612100400_add-invoices', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await createTestDatabase('orders_migration_invoices');
    db = createDb<unknown>({ url: database.url, schema: 'orders' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('numbers the orders paid before it per year, in the order they were paid, and carries each series on', async () => {
    await sql`create schema if not exists orders`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: 'orders',
    });
    expect((await migrator.migrateTo('202611300500_add-refund-reason')).error).toBeUndefined();
    const rows: [paypalOrderId: string, status: string, createdAt: string][] = [
      ['late-2025', 'completed', '2025-12-31T23:00:00Z'],
      ['early-2025', 'refunded', '2025-03-01T10:00:00Z'],
      ['held', 'pending', '2026-01-02T10:00:00Z'],
      ['second-2026', 'partially_refunded', '2026-01-03T10:00:00Z'],
      ['first-2026', 'completed', '2026-01-01T00:30:00Z'],
      ['denied', 'denied', '2026-01-01T05:00:00Z'],
    ];
    for (const [paypalOrderId, status, createdAt] of rows) {
      await sql`insert into orders (paypal_order_id, customer_email, customer_name, subtotal_cents, tax_cents,
          total_cents, status, created_at)
        values (${paypalOrderId}, 'a@example.com', 'A', 100, 0, 100, ${status}, ${createdAt})`.execute(db);
    }

    await migrateToLatest(db, 'orders', migrations);

    const { rows: numbered } = await sql<{ paypal_order_id: string; invoice_number: string | null }>`
      select paypal_order_id, invoice_number from orders`.execute(db);
    expect(Object.fromEntries(numbered.map((row) => [row.paypal_order_id, row.invoice_number]))).toEqual({
      'early-2025': 'INV-2025-000001',
      'late-2025': 'INV-2025-000002',
      'first-2026': 'INV-2026-000001',
      'second-2026': 'INV-2026-000002',
      held: null,
      denied: null,
    });
    const { rows: counters } = await sql<{ year: number; last_number: number }>`
      select year, last_number from invoice_counters order by year`.execute(db);
    expect(counters).toEqual([
      { year: 2025, last_number: 2 },
      { year: 2026, last_number: 2 },
    ]);
  });
});
