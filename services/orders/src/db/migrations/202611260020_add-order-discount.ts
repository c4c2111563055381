import { type Kysely, sql } from 'kysely';

// Promo codes: the discount payments took off the subtotal before tax, and its code.
// total = subtotal − discount + tax. Orders stored before this have no discount (0, no code).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('discount_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`discount_cents >= 0`),
    )
    .addColumn('promo_code', 'text')
    .execute();
  await db.schema.createIndex('orders_promo_code_idx').on('orders').column('promo_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code_idx').execute();
  await db.schema.alterTable('orders').dropColumn('promo_code').dropColumn('discount_cents').execute();
}
