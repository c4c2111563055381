import { type Kysely, sql } from 'kysely';

/**
 * The Idempotency-Key a client sent with an upload. Unique, so two tries of one upload
 * (the first one's answer lost when a replica died) can never store two artworks: the second
 * insert fails and answers the first one's row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artworks').addColumn('upload_key', 'text').execute();
  await sql`create unique index artworks_upload_key_key on artworks (upload_key) where upload_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artworks').dropColumn('upload_key').execute();
}
