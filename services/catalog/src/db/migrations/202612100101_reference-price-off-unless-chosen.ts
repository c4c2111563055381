import { type Kysely, sql } from 'kysely';

/**
 * SPEC's shop-wide $29.99 struck beside every cheaper work is a price the artist never
 * set, so it is off unless the artist chose it. On a new install, and on one whose row is still
 * as 202611300000 inserted it (never saved since: a save sets `updated_at` after that migration
 * was recorded), it is switched off; a shop whose artist saved the setting keeps what they chose.
 * Kysely records a migration after running it, in the same transaction, so the inserted row's
 * `updated_at` (the transaction's start) is never later than that record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update reference_price set is_enabled = false
    where is_enabled
      and updated_at <= (
        select timestamp::timestamptz from kysely_migration where name = '202611300000_add-reference-prices'
      )`.execute(db);
}

export async function down(): Promise<void> {
  // Which shops had it on by default is not kept: switching it back on is the artist's choice.
}
