import { type Kysely, sql } from 'kysely';

/**
 * The store's policy pages (terms, privacy, refund policy, licence, FAQ), written by the
 * artist in Markdown. A row exists once the artist has saved that policy; until then the shop
 * shows the text it ships with (the catalog's default-policies.ts), so a better default reaches
 * every shop that never edited it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_policies')
    .addColumn('slug', 'text', (col) =>
      col.primaryKey().check(sql`slug in ('terms', 'privacy', 'refund-policy', 'licence', 'faq')`),
    )
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_policies').execute();
}
