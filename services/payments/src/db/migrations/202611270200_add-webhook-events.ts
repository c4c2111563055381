import { type Kysely, sql } from 'kysely';

/**
 * PayPal's notifications. Each event is recorded once by PayPal's event id (a second
 * delivery finds the row and does nothing); what it changes on the payment order and the
 * `payment-events` it announces (payment_outbox) are written in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('resource_type', 'text')
    .addColumn('resource_id', 'text')
    .addColumn('paypal_order_id', 'text')
    .addColumn('capture_id', 'text')
    // applied | ignored | unknown_payment: what handling it did.
    .addColumn('outcome', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('payment_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type in ('payment.capture-completed', 'payment.capture-denied', 'payment.refunded', 'payment.reversed')`,
        ),
    )
    .addColumn('paypal_order_id', 'text', (col) => col.notNull())
    .addColumn('capture_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('webhook', 'reconciliation', 'dashboard')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('payment_outbox_pending_idx')
    .on('payment_outbox')
    .column('created_at')
    .where(sql.ref('published_at'), 'is', null)
    .execute();

  // A pending capture can be denied; refunds and charge-backs PayPal reports are summed here.
  await sql`alter table payment_orders drop constraint if exists payment_orders_status_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_status_check
    check (status in ('CREATING', 'CREATED', 'COMPLETED', 'CAPTURE_PENDING', 'DENIED'))`.execute(db);
  await db.schema
    .alterTable('payment_orders')
    .addColumn('webhook_refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reversed_at', 'timestamptz')
    .execute();
  // Reconciliation lists recent captures.
  await db.schema.createIndex('payment_orders_captured_idx').on('payment_orders').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_orders_captured_idx').execute();
  await db.schema.alterTable('payment_orders').dropColumn('reversed_at').dropColumn('webhook_refunded_cents').execute();
  await sql`alter table payment_orders drop constraint if exists payment_orders_status_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_status_check
    check (status in ('CREATING', 'CREATED', 'COMPLETED', 'CAPTURE_PENDING'))`.execute(db);
  await db.schema.dropTable('payment_outbox').execute();
  await db.schema.dropTable('webhook_events').execute();
}
