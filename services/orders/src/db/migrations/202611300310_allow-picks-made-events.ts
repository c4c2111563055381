import { type Kysely, sql } from 'kysely';

// After a pack's picks, the buyer gets their links by e-mail: orders announces
// `picks.made` through the outbox (one row per pick request that granted works).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_check`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_check
    check (type in ('order.paid', 'order.refunded', 'links.resent', 'picks.made'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from order_outbox where type = 'picks.made'`.execute(db);
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_check`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_check
    check (type in ('order.paid', 'order.refunded', 'links.resent'))`.execute(db);
}
