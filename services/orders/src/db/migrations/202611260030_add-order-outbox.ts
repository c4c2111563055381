import { type Kysely, sql } from 'kysely';

// Business events (order paid, later refunded and links resent) are written here in the
// same transaction as the change they announce, then published to BullMQ by the outbox relay. A
// Redis outage right after the commit therefore delays an event, never loses it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('order.paid')`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addUniqueConstraint('order_outbox_type_order_id_key', ['type', 'order_id'])
    .execute();
  // The relay only ever looks for what is still pending, oldest first.
  await db.schema
    .createIndex('order_outbox_pending_idx')
    .on('order_outbox')
    .column('created_at')
    .where(sql.ref('published_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_outbox').execute();
}
