import { type Kysely, sql } from 'kysely';

/**
 * The curator's optional description of a work. Null means none (the service stores
 * an empty one as null); the length check mirrors the contract's limit, so no other writer can
 * store more than the dashboard can show.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artworks').addColumn('description', 'text').execute();
  await sql`alter table artworks add constraint artworks_description_check
    check (description is null or char_length(description) between 1 and 2000)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artworks').dropColumn('description').execute();
}
