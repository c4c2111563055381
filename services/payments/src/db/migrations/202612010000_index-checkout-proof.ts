import { type Kysely, sql } from 'kysely';

/**
 * `POST /paypal/order` keeps a browser's `shop_checkout` secret only when the server made
 * it (a payment order of the cookie's lifetime carries its hash); any other value is replaced. This
 * index answers that look-up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payment_orders_checkout_proof_hash on payment_orders (checkout_proof_hash, created_at)
    where checkout_proof_hash is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payment_orders_checkout_proof_hash`.execute(db);
}
