import { type Kysely, sql } from 'kysely';

/**
 * The licences the artist sells works under (up to three: Personal, Commercial, Extended), in
 * the artist's order; the first is the default. No rows: the shop's one licence (the Licence
 * policy page), as before tiers existed. An order keeps the name and text it sold, so a tier
 * may be edited or removed at any time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('licence_tiers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('position', 'int2', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`position between 1 and 3`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('price_difference_cents', 'int4', (col) =>
      col.notNull().check(sql`price_difference_cents between 0 and 1000000`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('licence_tiers').execute();
}
