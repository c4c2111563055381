import { type Kysely, sql } from 'kysely';

// The curator's answers to contact messages, written in the dashboard. A reply is kept
// here before its e-mail is sent, and its outcome recorded, so a failed send is never lost and can
// be sent again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (col) => col.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('sending')
        .check(sql`status in ('sending', 'sent', 'failed')`),
    )
    // The e-mail's Message-ID header: a later reply names it in In-Reply-To / References.
    .addColumn('email_message_id', 'text', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_replies_message_idx')
    .on('contact_replies')
    .columns(['message_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
}
