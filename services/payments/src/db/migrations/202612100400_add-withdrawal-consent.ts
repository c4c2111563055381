import type { Kysely } from 'kysely';

/**
 * When a buyer in the EU agreed, before paying, to immediate delivery and to losing the
 * right of withdrawal once it starts. Null where it was not asked (outside the EU, older orders).
 * Orders copies it onto the order it records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('withdrawal_consent_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('withdrawal_consent_at').execute();
}
