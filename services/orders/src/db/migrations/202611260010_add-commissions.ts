import { type Kysely, sql } from 'kysely';

// A paid custom logo is a piece of work, not a file. Each logo unit bought (a Custom
// Logo line of quantity 2 is two; a Smart Bundle 3-Pack holds one) becomes a commission that
// waits for the buyer's brief, then for the curator, whose files become the order's download
// grants on delivery. The package ids are copied here on purpose: a migration imports no app code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('commissions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_position', 'integer', (col) => col.notNull())
    .addColumn('unit', 'integer', (col) => col.notNull().check(sql`unit > 0`))
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('awaiting_brief')
        .check(sql`status in ('awaiting_brief', 'brief_received', 'in_progress', 'delivered')`),
    )
    .addColumn('brief_brand_name', 'text')
    .addColumn('brief_purpose', 'text')
    .addColumn('brief_style', 'text')
    .addColumn('brief_notes', 'text')
    .addColumn('brief_submitted_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // One commission per unit of a line: the backfill below and any re-run add nothing twice.
    .addUniqueConstraint('commissions_order_line_unit_unique', ['order_id', 'line_position', 'unit'])
    .execute();
  await db.schema.createIndex('commissions_order_idx').on('commissions').column('order_id').execute();
  await db.schema.createIndex('commissions_status_idx').on('commissions').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('commission_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('commission_id', 'uuid', (col) => col.notNull().references('commissions.id').onDelete('cascade'))
    // Upload order: the buyer's download links follow it.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes >= 0`))
    // Set on delivery: the grant that carries this file to the buyer.
    .addColumn('grant_id', 'uuid', (col) => col.references('download_grants.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('commission_files_commission_idx')
    .on('commission_files')
    .column('commission_id')
    .execute();

  // Logo lines of orders stored before commissions existed: their buyers paid and wait too.
  await sql`
    insert into commissions (order_id, line_position, unit, product_id, product_name, created_at)
    select l.order_id, l.position, u.unit, l.artwork_id, l.title, o.created_at
    from order_lines l
    join orders o on o.id = l.order_id
    cross join lateral generate_series(1, l.quantity) as u(unit)
    where l.kind = 'package' and l.artwork_id in ('package-custom-logo', 'package-smart-bundle-3')
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commission_files').execute();
  await db.schema.dropTable('commissions').execute();
}
