import { type Kysely, sql } from 'kysely';

/**
 * The artist's About page is kept with the store policies (one more Markdown page of
 * the shop, written in the dashboard), under the slug 'about'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table store_policies drop constraint store_policies_slug_check`.execute(db);
  await sql`alter table store_policies add constraint store_policies_slug_check
    check (slug in ('terms', 'privacy', 'refund-policy', 'licence', 'faq', 'about'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from store_policies where slug = 'about'`.execute(db);
  await sql`alter table store_policies drop constraint store_policies_slug_check`.execute(db);
  await sql`alter table store_policies add constraint store_policies_slug_check
    check (slug in ('terms', 'privacy', 'refund-policy', 'licence', 'faq'))`.execute(db);
}
