import { US_COUNTRY_CODE, US_TAX_NAME, type ProductKind, type SalesGroupBy } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface SalesRange {
  /** Inclusive start: midnight of the first day in `timeZone`. */
  start: Date;
  /** Exclusive end: midnight after the last day in `timeZone`. */
  end: Date;
  /** The IANA zone whose days, weeks and months the periods are. */
  timeZone: string;
}

/**
 * Every figure is summed in SQL, in cents, from stored orders. Refunded orders are
 * not sales; partially refunded ones count what they kept; line revenue is before
 * tax, as the order's subtotal is.
 */
// US orders from before kept no tax name: they group with the new ones. Literals, not
// parameters, so PostgreSQL sees the grouped and the selected expression as the same.
const US = sql.lit(US_COUNTRY_CODE);
const US_TAX = sql.lit(US_TAX_NAME);
const TAX_NAME = sql<
  string | null
>`coalesce(orders.tax_name, case when orders.country_code = ${US} then ${US_TAX} end)`;

export function createSalesRepository(db: Kysely<Database>) {
  // What each order refunded, by part; a partially refunded order counts what it kept.
  const refundSums = db
    .selectFrom('refunds')
    .select([
      'refunds.order_id',
      sql<string>`sum(refunds.subtotal_cents)`.as('subtotal_cents'),
      sql<string>`sum(refunds.discount_cents)`.as('discount_cents'),
      sql<string>`sum(refunds.tax_cents)`.as('tax_cents'),
      sql<string>`sum(refunds.amount_cents)`.as('amount_cents'),
      sql<number>`count(*)::int`.as('refunds'),
    ])
    .groupBy('refunds.order_id');

  /**
   * The revenue table and the totals count every order sold, as charged, and beside them its
   * refunds (attributed to the period the order was sold in, so a period's figures add up:
   * net after refunds is what the line tables share out). A refunded or charged-back order was
   * a sale that was refunded, not nothing.
   */
  const soldOrders = (range: SalesRange) =>
    db
      .selectFrom('orders')
      .leftJoin(refundSums.as('r'), 'r.order_id', 'orders.id')
      .where('orders.status', 'in', ['completed', 'partially_refunded', 'refunded', 'reversed'])
      .where('orders.created_at', '>=', range.start)
      .where('orders.created_at', '<', range.end);
  // An order refunded or reversed with no refund recorded (stored before refunds were kept) was
  // refunded whole: one refund of everything it charged.
  const wholeUnrecorded = sql`(r.order_id is null and orders.status in ('refunded', 'reversed'))`;
  const soldSums = [
    sql<number>`count(*)::int`.as('orders'),
    sql<string>`coalesce(sum(orders.subtotal_cents), 0)::bigint`.as('subtotal_cents'),
    sql<string>`coalesce(sum(orders.discount_cents), 0)::bigint`.as('discount_cents'),
    sql<string>`coalesce(sum(orders.tax_cents), 0)::bigint`.as('tax_cents'),
    sql<string>`coalesce(sum(orders.total_cents), 0)::bigint`.as('total_cents'),
    sql<number>`coalesce(sum(case when ${wholeUnrecorded} then 1 else coalesce(r.refunds, 0) end), 0)::int`.as(
      'refunds',
    ),
    sql<string>`coalesce(sum(case when ${wholeUnrecorded} then orders.total_cents else coalesce(r.amount_cents, 0) end), 0)::bigint`.as(
      'refunded_cents',
    ),
    sql<string>`coalesce(sum(case when ${wholeUnrecorded} then orders.subtotal_cents - orders.discount_cents
      else coalesce(r.subtotal_cents - r.discount_cents, 0) end), 0)::bigint`.as('refunded_net_cents'),
  ] as const;

  const paidOrders = (range: SalesRange) =>
    db
      .selectFrom('orders')
      .leftJoin(refundSums.as('r'), 'r.order_id', 'orders.id')
      .where('orders.status', 'in', ['completed', 'partially_refunded'])
      .where('orders.created_at', '>=', range.start)
      .where('orders.created_at', '<', range.end);

  // Refunded lines are not sales.
  const paidLines = (range: SalesRange) =>
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .where('orders.status', 'in', ['completed', 'partially_refunded'])
      .where('order_lines.refunded_at', 'is', null)
      .where('orders.created_at', '>=', range.start)
      .where('orders.created_at', '<', range.end);

  // Kept amounts: the order's less its refunds.
  const subtotal = sql`(orders.subtotal_cents - coalesce(r.subtotal_cents, 0))`;
  const discount = sql`(orders.discount_cents - coalesce(r.discount_cents, 0))`;
  const tax = sql`(orders.tax_cents - coalesce(r.tax_cents, 0))`;

  // A line's revenue is its share of what its order kept net of promo discounts and
  // refunds, in whole cents that add up to the order's net exactly: each kept line gets the
  // order's kept net in proportion to its list price, rounded down, and the cents left over go
  // to the lines with the largest remainders (the first in the cart on a tie). Rounding each row
  // instead, as before, let the category, kind and work tables differ from the report's net by a
  // cent, and after a partial refund the kept lines still carried the refunded line's share of
  // the discount. Without a discount or refund this is the plain line total.
  const keptNet = sql`((orders.subtotal_cents - coalesce(r.subtotal_cents, 0)) - (orders.discount_cents - coalesce(r.discount_cents, 0)))`;
  const listCents = sql`(order_lines.unit_price_cents::numeric * order_lines.quantity)`;
  const exactNet = sql`(${listCents} * ${keptNet} / nullif(sum(${listCents}) over (partition by orders.id), 0))`;
  const keptLines = (range: SalesRange) =>
    paidLines(range)
      .leftJoin(refundSums.as('r'), 'r.order_id', 'orders.id')
      .select([
        'orders.id as order_id',
        'order_lines.id as line_id',
        'order_lines.position',
        'order_lines.category',
        'order_lines.product_kind',
        'order_lines.kind',
        'order_lines.artwork_id',
        'order_lines.title',
        'order_lines.quantity',
        'order_lines.licence_name',
        sql<string>`${keptNet}`.as('kept_net'),
        sql<string>`coalesce(${exactNet}, 0)`.as('exact_net'),
      ]);
  const linesWithNet = (range: SalesRange) =>
    db
      .selectFrom(keptLines(range).as('k'))
      .select([
        'k.category',
        'k.product_kind',
        'k.kind',
        'k.artwork_id',
        'k.title',
        'k.quantity',
        'k.licence_name',
        sql<string>`(floor(k.exact_net) + case when row_number() over (
          partition by k.order_id order by k.exact_net - floor(k.exact_net) desc, k.position, k.line_id
        ) <= k.kept_net - sum(floor(k.exact_net)) over (partition by k.order_id) then 1 else 0 end)`.as('net_cents'),
      ])
      .as('l');
  const lineCents = sql<number>`coalesce(sum(l.net_cents), 0)::bigint`;
  const lineQuantity = sql<number>`sum(l.quantity)::int`;

  return {
    async totals(range: SalesRange) {
      return soldOrders(range).select(soldSums).executeTakeFirstOrThrow();
    },

    async revenueByPeriod(range: SalesRange, groupBy: SalesGroupBy) {
      // date_trunc on the report zone's wall clock: a day is that zone's day, a week starts on Monday.
      const period = sql<string>`to_char(date_trunc(${groupBy}, orders.created_at at time zone ${range.timeZone}), 'YYYY-MM-DD')`;
      return soldOrders(range)
        .select([period.as('period'), ...soldSums])
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
    },

    async byCategory(range: SalesRange) {
      return db
        .selectFrom(linesWithNet(range))
        .select(['l.category', lineQuantity.as('quantity'), lineCents.as('revenue_cents')])
        .groupBy('l.category')
        .orderBy(sql`3`, 'desc')
        .orderBy('l.category')
        .execute();
    },

    async byKind(range: SalesRange) {
      return db
        .selectFrom(linesWithNet(range))
        .select([
          sql<ProductKind | null>`l.product_kind`.as('product_kind'),
          lineQuantity.as('quantity'),
          lineCents.as('revenue_cents'),
        ])
        .groupBy('l.product_kind')
        .orderBy(sql`3`, 'desc')
        .execute();
    },

    async bestSellers(range: SalesRange, limit: number) {
      return db
        .selectFrom(linesWithNet(range))
        .where((eb) => eb.or([eb('l.product_kind', '=', 'artwork'), eb('l.kind', '=', 'artwork')]))
        .select([
          'l.artwork_id',
          sql<string>`max(l.title)`.as('title'),
          lineQuantity.as('quantity'),
          lineCents.as('revenue_cents'),
        ])
        .groupBy('l.artwork_id')
        .orderBy(sql`3`, 'desc')
        .orderBy(sql`4`, 'desc')
        .orderBy('l.artwork_id')
        .limit(limit)
        .execute();
    },

    /** Works sold by the licence tier they were sold under (its name then; null: the shop licence). */
    async byLicence(range: SalesRange) {
      return db
        .selectFrom(linesWithNet(range))
        .where((eb) => eb.or([eb('l.product_kind', '=', 'artwork'), eb('l.kind', '=', 'artwork')]))
        .select(['l.licence_name', lineQuantity.as('quantity'), lineCents.as('revenue_cents')])
        .groupBy('l.licence_name')
        .orderBy(sql`3`, 'desc')
        .orderBy('l.licence_name')
        .execute();
    },

    /** One row per country, state (US only) and tax name; the US first, then the other countries. */
    async taxByState(range: SalesRange) {
      return paidOrders(range)
        .select([
          'orders.country_code',
          'orders.state_code',
          TAX_NAME.as('tax_name'),
          sql<number>`count(*)::int`.as('orders'),
          // Tax was charged on the subtotal after the promo discount.
          sql<string>`sum(${subtotal} - ${discount})::bigint`.as('subtotal_cents'),
          sql<string>`sum(${tax})::bigint`.as('tax_cents'),
        ])
        .groupBy(['orders.country_code', 'orders.state_code', TAX_NAME])
        .orderBy(sql`orders.country_code <> ${US}`)
        .orderBy('orders.country_code')
        .orderBy('orders.state_code')
        .orderBy(TAX_NAME)
        .execute();
    },

    async byPromoCode(range: SalesRange) {
      return paidOrders(range)
        .where('orders.promo_code', 'is not', null)
        .select([
          sql<string>`orders.promo_code`.as('promo_code'),
          sql<number>`count(*)::int`.as('orders'),
          sql<string>`sum(${discount})::bigint`.as('discount_cents'),
          sql<string>`sum(${subtotal} - ${discount})::bigint`.as('net_cents'),
        ])
        .groupBy('orders.promo_code')
        .orderBy(sql`3`, 'desc')
        .orderBy('orders.promo_code')
        .execute();
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
