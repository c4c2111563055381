import { type Kysely, sql } from 'kysely';

/** A buyer's library: sign-in links, the per-address request limit and the artist's setting. */
export async function up(db: Kysely<any>): Promise<void> {
  // One row per e-mailed sign-in link: only the token's SHA-256 is kept, so a dump opens no library.
  await db.schema
    .createTable('library_sign_in_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('library_sign_in_links_expires_idx')
    .on('library_sign_in_links')
    .column('expires_at')
    .execute();
  // The per-address limit, as link_resend_requests: the address only as a keyed hash.
  await db.schema
    .createTable('library_sign_in_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('library_sign_in_requests_email_hash_idx')
    .on('library_sign_in_requests')
    .columns(['email_hash', 'created_at'])
    .execute();
  // One row at most (the artist's choice); none means the default, `renew`.
  await db.schema
    .createTable('library_settings')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('after_expiry', 'text', (col) => col.notNull().check(sql`after_expiry in ('renew', 'none')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('library_settings').execute();
  await db.schema.dropTable('library_sign_in_requests').execute();
  await db.schema.dropTable('library_sign_in_links').execute();
}
