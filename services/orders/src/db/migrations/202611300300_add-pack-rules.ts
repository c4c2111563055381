import { type Kysely, sql } from 'kysely';

/**
 * Packs that guide: the artist decides which works a pack can take. One row per pack
 * (its pricing package id): the categories it takes (null: every category of its collection) and
 * the highest price a work may have (null: no ceiling). No row means no rule beyond the collection.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pack_rules')
    .addColumn('package_id', 'text', (col) => col.primaryKey())
    .addColumn('categories', sql`text[]`)
    .addColumn('max_price_cents', 'integer', (col) => col.check(sql`max_price_cents > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pack_rules').execute();
}
