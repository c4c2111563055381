import { type Kysely, sql } from 'kysely';

/**
 * The Curation tab searches title and recognised text with ILIKE '%words%': trigram
 * GIN indexes keep that fast at thousands of works, where a plain btree cannot serve a
 * substring. pg_trgm is a trusted extension (PostgreSQL 13+), so the service's role may create it;
 * it lands in the first schema of the search path, the catalog's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index artworks_title_trgm_idx on artworks using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index artworks_ocr_text_trgm_idx on artworks using gin (ocr_text gin_trgm_ops)`.execute(db);
  // The default order (newest first, then id) pages through an index instead of sorting it all.
  await db.schema.createIndex('artworks_created_at_id_idx').on('artworks').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('artworks_created_at_id_idx').execute();
  await db.schema.dropIndex('artworks_ocr_text_trgm_idx').execute();
  await db.schema.dropIndex('artworks_title_trgm_idx').execute();
}
