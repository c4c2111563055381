import type { Kysely } from 'kysely';

/**
 * The SHA-256 (hex) of the `shop_checkout` cookie secret of the checkout that paid, as
 * payments reported it. `POST /api/orders` answers the order and its links only to a request that
 * carries that cookie. Null on older orders: no request proves them (the receipt e-mail has the links).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('checkout_proof_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('checkout_proof_hash').execute();
}
