import { sql, type Kysely } from 'kysely';

/** The reason the curator gave for a refund (none for PayPal's side or older refunds). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('reason', 'text', (col) => col.check(sql`char_length(reason) <= 200`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('reason').execute();
}
