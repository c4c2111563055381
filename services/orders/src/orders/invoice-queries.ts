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
  // One round trip: the year's row is made at 1 or incremented (an upsert, which takes the row's
  // lock as the UPDATE did), and its number written on the order, formatted as
  // formatInvoiceNumber does (six digits at least, never cut).
  const { rows } = await sql<{ invoice_number: string }>`
    with counter as (
      insert into invoice_counters (year, last_number)
      values (extract(year from now() at time zone 'UTC')::int, 1)
      on conflict (year) do update set last_number = invoice_counters.last_number + 1
      returning year, last_number
    )
    update orders
    set invoice_number = 'INV-' || counter.year || '-'
      || lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0')
    from counter
    where orders.id = ${orderId} and orders.invoice_number is null
    returning orders.invoice_number`.execute(trx);
  // The counter's increment is undone with the transaction this throw rolls back.
  if (rows.length === 0) throw new Error(`order ${orderId} already has an invoice number`);
  return rows[0]?.invoice_number;
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}
