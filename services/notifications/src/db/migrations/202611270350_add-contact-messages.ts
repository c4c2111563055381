import { type Kysely, sql } from 'kysely';

// Contact that arrives: every message of the contact form is kept here (the dashboard
// Inbox) before its copy is e-mailed to the artist, so SMTP being away never loses one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('emailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
  // The per-address limit counts a sender's recent messages.
  await sql`create index contact_messages_email_lower_idx on contact_messages (lower(email), created_at)`.execute(db);

  // New kinds of sent message (links resent, the artist's copy of a contact message; refunds add
  // theirs): any kebab-case kind, so migrations of parallel #14 work never refuse each other's.
  await sql`alter table sent_messages drop constraint if exists sent_messages_kind_check`.execute(db);
  await sql`alter table sent_messages add constraint sent_messages_kind_check
    check (kind ~ '^[a-z]+(-[a-z]+)*$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
