import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artworks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('filename', 'text', (col) => col.notNull().unique())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.check(sql`price_cents >= 0`))
    .addColumn('is_for_sale', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'flagged')`),
    )
    .addColumn('ocr_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`ocr_status in ('pending', 'processing', 'processed', 'failed')`),
    )
    .addColumn('ocr_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ocr_errors', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('preview_keys', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('artworks_status_category_idx').on('artworks').columns(['status', 'category']).execute();
  await db.schema.createIndex('artworks_created_at_idx').on('artworks').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artworks').execute();
}
