import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * "INV-2026-000123", one series per calendar year (UTC) of the payment. Gapless: the
 * number comes from the year's counter row, incremented by an UPDATE whose row lock is held until
 * the recording transaction ends, so a rolled-back recording gives its number back and concurrent
 * recordings take consecutive numbers in commit order (a sequence would leave gaps on rollback).
 * `trx` must be the transaction that records the order as paid. Returns the number, or undefined
 * when the order already had one.
 */
export async function assignInvoiceNumber(trx: Kysely<Database>, orderId: string): Promise<string | undefined> {
  const year = sql<number>`extract(year from now() at time zone 'UTC')::int`;
  await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const counter = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('year', '=', year)
    .returning(['year', 'last_number'])
    .executeTakeFirstOrThrow();
  const number = formatInvoiceNumber(counter.year, counter.last_number);
  const updated = await trx
    .updateTable('orders')
    .set({ invoice_number: number })
    .where('id', '=', orderId)
    .where('invoice_number', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new Error(`order ${orderId} already has an invoice number`);
  return number;
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}
