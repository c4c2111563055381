import { dayStartIn, nextDay, type ListAdminOrdersQuery } from '@shop/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, OrderRow } from '../db/schema.js';

/** `LIKE` treats % and _ as wildcards; a search for "a_b" means those characters. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** From this many characters on, `q` also matches any part of the buyer's e-mail or name. */
export const PARTIAL_SEARCH_MIN_LENGTH = 3;

function matches(query: ListAdminOrdersQuery) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [];
    const q = query.q?.trim();
    if (q) {
      const prefix = `${escapeLike(q.toLowerCase())}%`;
      const either = [
        // An order number is its uuid; the dashboard shows the first 8 characters.
        eb(sql<string>`orders.id::text`, 'like', prefix),
        eb('orders.paypal_order_id', '=', q),
        eb('orders.capture_id', '=', q),
        // A buyer quoting their receipt: "inv-2026-000123" finds it too (the column's unique index).
        eb('orders.invoice_number', '=', q.toUpperCase()),
        eb(sql<string>`lower(orders.customer_email)`, '=', q.toLowerCase()),
      ];
      if (q.length >= PARTIAL_SEARCH_MIN_LENGTH) {
        // "lovelace" or "example.co" finds the order; case does not matter.
        const part = `%${escapeLike(q)}%`;
        either.push(eb('orders.customer_email', 'ilike', part), eb('orders.customer_name', 'ilike', part));
      }
      conditions.push(eb.or(either));
    }
    // Whole days of the asked zone, both ends included.
    if (query.from) conditions.push(eb('orders.created_at', '>=', dayStartIn(query.from, query.timeZone)));
    if (query.to) conditions.push(eb('orders.created_at', '<', dayStartIn(nextDay(query.to), query.timeZone)));
    return eb.and(conditions);
  };
}

export async function searchOrders(
  db: Kysely<Database>,
  query: ListAdminOrdersQuery,
): Promise<{ rows: (OrderRow & { item_count: number })[]; total: number }> {
  const where = matches(query);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll('orders')
      .select((eb) =>
        eb
          .selectFrom('order_lines')
          .select(sql<number>`coalesce(sum(order_lines.quantity), 0)::int`.as('n'))
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .as('item_count'),
      )
      .where(where)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, item_count: row.item_count ?? 0 })), total: count.total };
}
