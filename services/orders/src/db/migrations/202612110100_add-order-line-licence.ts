import type { Kysely } from 'kysely';

/**
 * The licence tier an artwork line was sold under, as the catalog had it at the time of sale:
 * its id, its name and its whole text, kept so the receipt shows what was bought even after the
 * artist edits or removes the tier. Null on lines sold under the shop's one licence (every order
 * from before tiers, every pack line, and every order of a shop that defines none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('licence_id', 'text')
    .addColumn('licence_name', 'text')
    .addColumn('licence_text', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .dropColumn('licence_id')
    .dropColumn('licence_name')
    .dropColumn('licence_text')
    .execute();
}
