import { type Kysely, sql } from 'kysely';

/**
 * Who set an artwork's status, so OCR can tell its own flag (which a clean re-read
 * clears) from a curator's decision (which no OCR result changes). Existing rows: a flag with
 * text errors is taken as OCR's (the usual way work gets flagged), a flag without any can only be
 * the curator's, and every approval, rejection or archive is the curator's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('status_set_by', 'text', (col) =>
      col
        .notNull()
        .defaultTo('upload')
        .check(sql`status_set_by in ('upload', 'curator', 'ocr')`),
    )
    .execute();
  await sql`update artworks set status_set_by = case
      when status = 'pending' then 'upload'
      when status = 'flagged' and cardinality(ocr_errors) > 0 then 'ocr'
      else 'curator'
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artworks').dropColumn('status_set_by').execute();
}
