import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The words OCR could not place in the dictionary, kept so that accepting a word later can
  // re-evaluate every stored result without running OCR again.
  await db.schema
    .alterTable('artworks')
    .addColumn('ocr_suspect_words', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema
    .createTable('shop_words')
    .addColumn('word_key', 'text', (col) => col.primaryKey())
    .addColumn('word', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('artworks_ocr_status_idx').on('artworks').column('ocr_status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('artworks_ocr_status_idx').execute();
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('shop_words').execute();
  await db.schema.alterTable('artworks').dropColumn('ocr_suspect_words').execute();
}
