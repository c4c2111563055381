import { type Kysely, sql } from 'kysely';

// Pending captures, partial refunds, charge-backs and denied captures each get their own
// order status (contracts ORDER_STATUSES). The first migration's check named only two.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check
    check (status in ('pending', 'completed', 'partially_refunded', 'refunded', 'reversed', 'denied'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in ('completed', 'refunded'))`.execute(
    db,
  );
}
