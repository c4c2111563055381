import { type Kysely, sql } from 'kysely';

/**
 * `archived` takes a work off every public page (they all read `approved` only) while
 * its row and original stay for the buyers' download grants; the check must accept the new value.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table artworks drop constraint artworks_status_check`.execute(db);
  await sql`alter table artworks add constraint artworks_status_check
    check (status in ('pending', 'approved', 'rejected', 'flagged', 'archived'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Restores every archived work to approved first: the old check has no room for it.
  await sql`update artworks set status = 'approved' where status = 'archived'`.execute(db);
  await sql`alter table artworks drop constraint artworks_status_check`.execute(db);
  await sql`alter table artworks add constraint artworks_status_check
    check (status in ('pending', 'approved', 'rejected', 'flagged'))`.execute(db);
}
