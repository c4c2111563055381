import { type Kysely, sql } from 'kysely';

/**
 * The extra files a buyer of a work gets beside its original (a print-size TIFF, a web JPEG, a PDF
 * of print instructions), in the artist's order. A file removed from a work that was sold keeps its
 * row and its object (`removed_at` set): buyers from before the removal still download it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artwork_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('artwork_id', 'uuid', (col) => col.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('artwork_files_artwork_idx')
    .on('artwork_files')
    .columns(['artwork_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artwork_files').execute();
}
