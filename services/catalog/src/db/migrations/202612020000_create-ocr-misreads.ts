import { type Kysely, sql } from 'kysely';

/**
 * What curators said OCR misread: per work and per original file, the word as read, what the
 * image really says, and the finding's kind, confidence and pass, so the pipeline's misreadings
 * can be counted and measured. A row clears that finding for that work (never a word for the
 * shop), and keeps clearing it when the same file is read again; a replaced file has another
 * `storage_key`, so its reading starts afresh while the old rows stay for the measurements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ocr_misreads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('artwork_id', 'uuid', (col) => col.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('word', 'text', (col) => col.notNull())
    .addColumn('word_key', 'text', (col) => col.notNull())
    .addColumn('image_says', 'text', (col) => col.notNull().check(sql`char_length(image_says) between 1 and 100`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('misspelling', 'unreadable')`))
    .addColumn('confidence', 'double precision')
    .addColumn('pass', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ocr_misreads_artwork_file_word_key', ['artwork_id', 'storage_key', 'word_key'])
    .execute();
  await db.schema.createIndex('ocr_misreads_created_at_idx').on('ocr_misreads').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ocr_misreads').execute();
}
