import { type Kysely, sql } from 'kysely';

/** The packs of the pricing page when this migration was written (contracts PACK_CREDIT_RULES). */
const PACK_IDS = [
  'package-abstract-single',
  'package-abstract-3-pack',
  'package-abstract-5-pack',
  'package-abstract-10-pack',
  'package-smart-bundle-3',
];

/**
 * A pack without a saved rule now takes works only up to its price per pick. An install
 * that has already sold (any order recorded) keeps what its packs took until now, "any price in
 * the collection", saved as each pack's rule, so buyers of packs sold under it are not narrowed
 * after the fact; the artist can change it in the dashboard. A new install gets the new default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into pack_rules (package_id, categories, max_price_cents)
    select id, null, null from unnest(${sql.val(PACK_IDS)}::text[]) as packs(id)
    where exists (select 1 from orders)
    on conflict (package_id) do nothing`.execute(db);
}

/** Nothing to undo safely: the rows may have been edited since; they stay as the artist's rules. */
export async function down(): Promise<void> {}
