import type { ProductKind, SalesGroupBy } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface SalesRange {
  /** Inclusive start, UTC midnight. */
  start: Date;
  /** Exclusive end, UTC midnight after the last day. */
  end: Date;
}

/**
 * Every figure is summed in SQL, in cents, from stored orders (issue #13). Refunded orders are
 * not sales; line revenue is before tax, as the order's subtotal is.
 */
export function createSalesRepository(db: Kysely<Database>) {
  const paidOrders = (range: SalesRange) =>
    db
      .selectFrom('orders')
      .where('orders.status', '=', 'completed')
      .where('orders.created_at', '>=', range.start)
      .where('orders.created_at', '<', range.end);

  const paidLines = (range: SalesRange) =>
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .where('orders.status', '=', 'completed')
      .where('orders.created_at', '>=', range.start)
      .where('orders.created_at', '<', range.end);

  // Net of promo discounts: a line carries its order's discount in proportion to its list price
  // (issue #13), summed exactly in numeric and rounded once per row. Without a discount this is
  // the plain line total.
  const lineCents = sql<number>`coalesce(round(sum(
    order_lines.unit_price_cents::numeric * order_lines.quantity
      * (orders.subtotal_cents - orders.discount_cents) / nullif(orders.subtotal_cents, 0)
  )), 0)::bigint`;
  const lineQuantity = sql<number>`sum(order_lines.quantity)::int`;

  return {
    async totals(range: SalesRange) {
      return paidOrders(range)
        .select([
          sql<number>`count(*)::int`.as('orders'),
          sql<string>`coalesce(sum(subtotal_cents), 0)::bigint`.as('subtotal_cents'),
          sql<string>`coalesce(sum(discount_cents), 0)::bigint`.as('discount_cents'),
          sql<string>`coalesce(sum(tax_cents), 0)::bigint`.as('tax_cents'),
          sql<string>`coalesce(sum(total_cents), 0)::bigint`.as('total_cents'),
        ])
        .executeTakeFirstOrThrow();
    },

    async revenueByPeriod(range: SalesRange, groupBy: SalesGroupBy) {
      // date_trunc on the UTC wall clock: a day is a UTC day, a week starts on Monday.
      const period = sql<string>`to_char(date_trunc(${groupBy}, orders.created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
      return paidOrders(range)
        .select([
          period.as('period'),
          sql<number>`count(*)::int`.as('orders'),
          sql<string>`sum(subtotal_cents)::bigint`.as('subtotal_cents'),
          sql<string>`sum(discount_cents)::bigint`.as('discount_cents'),
          sql<string>`sum(tax_cents)::bigint`.as('tax_cents'),
          sql<string>`sum(total_cents)::bigint`.as('total_cents'),
        ])
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
    },

    async byCategory(range: SalesRange) {
      return paidLines(range)
        .select(['order_lines.category', lineQuantity.as('quantity'), lineCents.as('revenue_cents')])
        .groupBy('order_lines.category')
        .orderBy(sql`3`, 'desc')
        .orderBy('order_lines.category')
        .execute();
    },

    async byKind(range: SalesRange) {
      return paidLines(range)
        .select([
          sql<ProductKind | null>`order_lines.product_kind`.as('product_kind'),
          lineQuantity.as('quantity'),
          lineCents.as('revenue_cents'),
        ])
        .groupBy('order_lines.product_kind')
        .orderBy(sql`3`, 'desc')
        .execute();
    },

    async bestSellers(range: SalesRange, limit: number) {
      return paidLines(range)
        .where((eb) => eb.or([eb('order_lines.product_kind', '=', 'artwork'), eb('order_lines.kind', '=', 'artwork')]))
        .select([
          'order_lines.artwork_id',
          sql<string>`max(order_lines.title)`.as('title'),
          lineQuantity.as('quantity'),
          lineCents.as('revenue_cents'),
        ])
        .groupBy('order_lines.artwork_id')
        .orderBy(sql`3`, 'desc')
        .orderBy(sql`4`, 'desc')
        .orderBy('order_lines.artwork_id')
        .limit(limit)
        .execute();
    },

    async taxByState(range: SalesRange) {
      return paidOrders(range)
        .select([
          'orders.state_code',
          sql<number>`count(*)::int`.as('orders'),
          // Tax was charged on the subtotal after the promo discount.
          sql<string>`sum(subtotal_cents - discount_cents)::bigint`.as('subtotal_cents'),
          sql<string>`sum(tax_cents)::bigint`.as('tax_cents'),
        ])
        .groupBy('orders.state_code')
        .orderBy('orders.state_code')
        .execute();
    },

    async byPromoCode(range: SalesRange) {
      return paidOrders(range)
        .where('orders.promo_code', 'is not', null)
        .select([
          sql<string>`orders.promo_code`.as('promo_code'),
          sql<number>`count(*)::int`.as('orders'),
          sql<string>`sum(discount_cents)::bigint`.as('discount_cents'),
          sql<string>`sum(subtotal_cents - discount_cents)::bigint`.as('net_cents'),
        ])
        .groupBy('orders.promo_code')
        .orderBy(sql`3`, 'desc')
        .orderBy('orders.promo_code')
        .execute();
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
