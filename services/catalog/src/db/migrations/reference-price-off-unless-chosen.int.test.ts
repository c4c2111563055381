import { createDb, migrateToLatest } from '@shop/platform';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './index.js';

describe('migrations 202612100100 and 202612100101', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  let migrator: Migrator;
  beforeAll(async () => {
    database = await createTestDatabase('catalog_migration_prices');
    db = createDb<unknown>({ url: database.url, schema: 'catalog' });
    await sql`create schema catalog`.execute(db);
    migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: 'catalog',
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const reference = async () =>
    (
      await sql<{
        price_cents: number;
        is_enabled: boolean;
      }>`select price_cents, is_enabled from reference_price`.execute(db)
    ).rows[0];
  const before = async () =>
    expect((await migrator.migrateTo('202612020000_create-ocr-misreads')).error).toBeUndefined();

  it('turns the reference price off on an install that never saved it, and keeps a saved one', async () => {
    await before();
    expect(await reference()).toEqual({ price_cents: 2999, is_enabled: true });
    await migrateToLatest(db, 'catalog', migrations);
    expect(await reference()).toEqual({ price_cents: 2999, is_enabled: false });

    // The artist saved SPEC's own values: their choice, kept.
    await before();
    await sql`update reference_price set is_enabled = true, updated_at = clock_timestamp()`.execute(db);
    await migrateToLatest(db, 'catalog', migrations);
    expect(await reference()).toEqual({ price_cents: 2999, is_enabled: true });

    // Another price saved, on or off: kept as it is.
    await before();
    await sql`update reference_price set price_cents = 2400, is_enabled = true, updated_at = clock_timestamp()`.execute(
      db,
    );
    await migrateToLatest(db, 'catalog', migrations);
    expect(await reference()).toEqual({ price_cents: 2400, is_enabled: true });
  });

  it("starts each existing work's history with its current price at its creation", async () => {
    await before();
    await sql`insert into artworks (filename, storage_key, original_name, title, category, file_size, mime_type,
        price_cents, created_at)
      values ('a.png', 'originals/a.png', 'a.png', 'Priced', 'Core Collection', 1, 'image/png', 1499, '2026-01-02T03:04:05Z'),
        ('b.png', 'originals/b.png', 'b.png', 'Unpriced', 'Core Collection', 1, 'image/png', null, '2026-02-03T04:05:06Z')`.execute(
      db,
    );
    await migrateToLatest(db, 'catalog', migrations);
    const { rows } = await sql<{ title: string; price_cents: number | null; changed_at: Date }>`
      select title, p.price_cents, changed_at from artwork_prices p join artworks a on a.id = p.artwork_id
      order by title`.execute(db);
    expect(rows).toEqual([
      { title: 'Priced', price_cents: 1499, changed_at: new Date('2026-01-02T03:04:05Z') },
      { title: 'Unpriced', price_cents: null, changed_at: new Date('2026-02-03T04:05:06Z') },
    ]);
  });
});
