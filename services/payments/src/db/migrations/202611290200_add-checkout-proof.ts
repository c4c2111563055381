import type { Kysely } from 'kysely';

/**
 * The SHA-256 (hex) of the secret in the `shop_checkout` cookie of the checkout that
 * created the payment order. Capture answers the payer only to that checkout, and orders stores
 * the hash with the order to give its links only to it. Null on older rows: nobody proves them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('checkout_proof_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('checkout_proof_hash').execute();
}
