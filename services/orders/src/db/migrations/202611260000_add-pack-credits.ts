import { type Kysely, sql } from 'kysely';

// A paid pack gives artwork credits that the buyer spends by picking works; each pick
// becomes a download grant tied to the pack line it spent. credits is null on lines that give none.
// The check makes a second spend of a credit impossible even if a bug skipped the row lock.
// The rules are copied, not imported (a migration is frozen in time): contracts pack-credits.ts.
const BACKFILL: { packageId: string; creditsPerUnit: number; category: string }[] = [
  { packageId: 'package-abstract-single', creditsPerUnit: 1, category: 'Abstract Art' },
  { packageId: 'package-abstract-3-pack', creditsPerUnit: 3, category: 'Abstract Art' },
  { packageId: 'package-abstract-5-pack', creditsPerUnit: 5, category: 'Abstract Art' },
  { packageId: 'package-abstract-10-pack', creditsPerUnit: 10, category: 'Abstract Art' },
  { packageId: 'package-smart-bundle-3', creditsPerUnit: 2, category: 'Any shop artwork' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('credits', 'integer', (col) => col.check(sql`credits >= 0`))
    .addColumn('credits_used', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`alter table order_lines add constraint order_lines_credits_used_check
    check (credits_used between 0 and coalesce(credits, 0))`.execute(db);
  await db.schema
    .alterTable('download_grants')
    .addColumn('order_line_id', 'uuid', (col) => col.references('order_lines.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .execute();
  await backfillPackCredits(db);
}

/**
 * Packs paid before this change get their credits now, so their buyers can still pick; their lines
 * also get the collection as category, as new pack lines do, for the sales figures. Lines that
 * already have credits are left alone (exported for its test).
 */
export async function backfillPackCredits(db: Kysely<any>): Promise<void> {
  for (const rule of BACKFILL) {
    await db
      .updateTable('order_lines')
      .set({
        credits: sql`quantity * ${rule.creditsPerUnit}`,
        category: sql`coalesce(category, ${rule.category})`,
      })
      .where('kind', '=', 'package')
      .where('artwork_id', '=', rule.packageId)
      .where('credits', 'is', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('download_grants').dropColumn('title').dropColumn('order_line_id').execute();
  await db.schema.alterTable('order_lines').dropConstraint('order_lines_credits_used_check').execute();
  await db.schema.alterTable('order_lines').dropColumn('credits_used').dropColumn('credits').execute();
}
