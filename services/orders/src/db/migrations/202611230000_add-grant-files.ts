import { type Kysely, sql } from 'kysely';

// A grant keeps what it delivers (object key, original name, type) as the catalog described it
// at purchase, so a paid download never depends on the catalog answering later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('download_grants')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('artwork')
        .check(sql`kind in ('artwork', 'package')`),
    )
    .execute();
  await db.schema.createIndex('download_grants_order_idx').on('download_grants').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('download_grants_order_idx').execute();
  await db.schema.alterTable('order_lines').dropColumn('kind').dropColumn('position').execute();
  await db.schema
    .alterTable('download_grants')
    .dropColumn('mime_type')
    .dropColumn('original_name')
    .dropColumn('storage_key')
    .dropColumn('position')
    .execute();
}
