import { type Kysely, sql } from 'kysely';

/**
 * A first-order-only code (LAUNCH30) is judged on one key per buyer (lower case, no
 * `+alias`, no dots at Gmail; promo-codes/buyer-email.ts), against every earlier paid order, not
 * only against the code's own uses. `payment_orders.buyer_key` is the payer's key, written when a
 * capture is recorded; a redemption keeps the key of the e-mail given at checkout and, once the
 * code is judged again just before the capture, the payer's (`payer_key`).
 * The SQL below is that function as it was when this migration was written (no app code here).
 */
const keyOf = (column: string) => {
  const email = sql.raw(`lower(btrim(${column}))`);
  const local = sql`substring(${email} from '^(.*)@[^@]*$')`;
  const domain = sql`substring(${email} from '@([^@]*)$')`;
  const unaliased = sql`coalesce(nullif(split_part(${local}, '+', 1), ''), ${local})`;
  return sql`case
    when ${local} is null or ${local} = '' or ${domain} = '' then nullif(${email}, '')
    when ${domain} in ('gmail.com', 'googlemail.com')
      then coalesce(nullif(replace(${unaliased}, '.', ''), ''), ${unaliased}) || '@gmail.com'
    else ${unaliased} || '@' || ${domain}
  end`;
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('buyer_key', 'text').execute();
  await db.schema.alterTable('promo_redemptions').addColumn('payer_key', 'text').execute();
  await sql`update payment_orders set buyer_key = ${keyOf('payer_email')} where payer_email is not null`.execute(db);
  await sql`update promo_redemptions set buyer_email = ${keyOf('buyer_email')} where buyer_email is not null`.execute(
    db,
  );
  await sql`create index payment_orders_paid_buyer_key on payment_orders (buyer_key)
    where status in ('COMPLETED', 'CAPTURE_PENDING')`.execute(db);
  await sql`create index promo_redemptions_buyer_email on promo_redemptions (promo_code_id, buyer_email)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists promo_redemptions_buyer_email`.execute(db);
  await db.schema.alterTable('promo_redemptions').dropColumn('payer_key').execute();
  await db.schema.alterTable('payment_orders').dropColumn('buyer_key').execute();
}
