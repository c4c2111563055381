import { type Kysely, sql } from 'kysely';

/**
 * Every price a work has had, from its creation on, so that a struck price is never
 * above the lowest price of the last 30 days (the EU's Omnibus rule). A trigger writes the row in
 * the same transaction as the insert or price change, whatever code path made it; a work that
 * existed before starts its history with its current price at its creation time, the earliest
 * moment the shop can vouch for. A write to the history (a fix by hand included) bumps the
 * artworks' list version, as the struck price it decides is in the public answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artwork_prices')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('artwork_id', 'uuid', (col) => col.notNull().references('artworks.id').onDelete('cascade'))
    // Null: the work had no price from then on (not for sale at any price).
    .addColumn('price_cents', 'integer', (col) => col.check(sql`price_cents >= 0`))
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('artwork_prices_artwork_changed')
    .on('artwork_prices')
    .columns(['artwork_id', 'changed_at', 'id'])
    .execute();
  await sql`
    insert into artwork_prices (artwork_id, price_cents, changed_at)
    select id, price_cents, created_at from artworks`.execute(db);
  await sql`
    create function record_artwork_price() returns trigger
    language plpgsql
    set search_path from current
    as $$
    begin
      insert into artwork_prices (artwork_id, price_cents) values (new.id, new.price_cents);
      return null;
    end;
    $$`.execute(db);
  await sql`
    create trigger artworks_price_created
    after insert on artworks
    for each row execute function record_artwork_price()`.execute(db);
  await sql`
    create trigger artworks_price_changed
    after update of price_cents on artworks
    for each row when (old.price_cents is distinct from new.price_cents)
    execute function record_artwork_price()`.execute(db);
  await sql`
    create trigger artwork_prices_list_version_bump
    after insert or update or delete or truncate on artwork_prices
    for each statement execute function bump_artworks_list_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger artworks_price_changed on artworks`.execute(db);
  await sql`drop trigger artworks_price_created on artworks`.execute(db);
  await sql`drop function record_artwork_price()`.execute(db);
  await db.schema.dropTable('artwork_prices').execute();
}
