import { type Kysely, sql } from 'kysely';

/**
 * The struck-through price is the artist's to set. Each work may carry its own
 * compare-at price; the shop keeps one reference price (SPEC §9's $29.99 until changed) that can
 * be switched off. The public artwork answers carry the price to strike, computed from both, so
 * a change of the reference price bumps the artworks' list version as a write to artworks does:
 * no replica serves a cached list struck with the old price.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('compare_at_price_cents', 'integer', (col) => col.check(sql`compare_at_price_cents > 0`))
    .execute();
  await db.schema
    .createTable('reference_price')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('is_enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into reference_price (id, price_cents, is_enabled) values (true, 2999, true)`.execute(db);
  await sql`
    create trigger reference_price_list_version_bump
    after insert or update or delete or truncate on reference_price
    for each statement execute function bump_artworks_list_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reference_price').execute();
  await db.schema.alterTable('artworks').dropColumn('compare_at_price_cents').execute();
}
