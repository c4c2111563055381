import { type Kysely, sql } from 'kysely';

// One row per message the shop sends, keyed by the event it answers, so a job that
// runs twice (retried, re-published, stalled) sends once. `sent` rows are the record of what left;
// `skipped` rows say why nothing did (no usable address).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sent_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('order-receipt')`))
    .addColumn('order_id', 'uuid')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('sending', 'sent', 'skipped')`))
    .addColumn('recipient', 'text')
    .addColumn('subject', 'text')
    .addColumn('message_id', 'text')
    .addColumn('skip_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sent_messages_order_id_idx').on('sent_messages').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sent_messages').execute();
}
