import { type Kysely, sql } from 'kysely';

// The order.refunded e-mail is a kind of its own ('order-refund'). The kinds are
// checked in TypeScript (schema.ts MessageKind); the column check, which every new kind had to
// widen, is dropped so the kinds other #14 messages add never fight over it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sent_messages drop constraint if exists sent_messages_kind_check`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from sent_messages where kind <> 'order-receipt'`.execute(db);
  await sql`alter table sent_messages add constraint sent_messages_kind_check check (kind in ('order-receipt'))`.execute(
    db,
  );
}
