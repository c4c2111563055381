import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('paypal', 'simulator')`))
    // Null only while the provider has not answered the create yet (status CREATING).
    .addColumn('provider_order_id', 'text', (col) => col.unique())
    // The PayPal-Request-Id of the create: the idempotency key of POST /paypal/order.
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    // sha256 of the priced cart and state: a reused request id with another cart is refused.
    .addColumn('cart_fingerprint', 'text', (col) => col.notNull())
    .addColumn('state_code', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('tax_cents', 'integer', (col) => col.notNull().check(sql`tax_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents = subtotal_cents + tax_cents`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('CREATING', 'CREATED', 'COMPLETED', 'CAPTURE_PENDING')`),
    )
    .addColumn('items', 'jsonb', (col) => col.notNull())
    .addColumn('capture_id', 'text')
    .addColumn('captured_cents', 'integer')
    .addColumn('payer_email', 'text')
    .addColumn('payer_given_name', 'text')
    .addColumn('payer_surname', 'text')
    .addColumn('captured_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'payment_orders_completed_has_capture',
      sql`status <> 'COMPLETED' or (capture_id is not null and captured_at is not null)`,
    )
    .execute();

  // Test-mode orders (PAYMENTS_PROVIDER=simulator) shared by every payments process.
  await db.schema
    .createTable('simulated_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('CREATED', 'APPROVED', 'COMPLETED')`))
    .addColumn('record', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulated_orders').execute();
  await db.schema.dropTable('payment_orders').execute();
}
