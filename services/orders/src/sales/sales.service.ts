import { daysSpanIn, formatCents, type SalesQuery, type SalesReport } from '@shop/contracts';
import { taxNameOf } from '../orders/order-tax.js';
import type { SalesRepository } from './sales.repository.js';

const BEST_SELLERS = 20;

/** bigint sums arrive from pg as strings; a shop's sales fit a JS number exactly. */
const money = (cents: string | number): string => formatCents(Number(cents));

type CentSums = Record<
  'subtotal_cents' | 'discount_cents' | 'tax_cents' | 'total_cents' | 'refunded_cents' | 'refunded_net_cents',
  string | number
> & { refunds: number };

/**
 * A period's (or the whole range's) sums as the report shows them: the sales before refunds (net
 * is after discounts), then their refunds and what is left after them.
 */
function amounts(sums: CentSums) {
  const net = Number(sums.subtotal_cents) - Number(sums.discount_cents);
  return {
    subtotal: money(sums.subtotal_cents),
    discount: money(sums.discount_cents),
    net: money(net),
    tax: money(sums.tax_cents),
    total: money(sums.total_cents),
    refunds: sums.refunds,
    refunded: money(sums.refunded_cents),
    refundedNet: money(sums.refunded_net_cents),
    netAfterRefunds: money(net - Number(sums.refunded_net_cents)),
    totalAfterRefunds: money(Number(sums.total_cents) - Number(sums.refunded_cents)),
  };
}

export function createSalesService({ sales }: { sales: SalesRepository }) {
  return {
    async report(query: SalesQuery): Promise<SalesReport> {
      const range = { ...daysSpanIn(query.from, query.to, query.timeZone), timeZone: query.timeZone };
      const [totals, revenue, byCategory, byKind, bestSellers, taxByState, byPromoCode, byLicence] = await Promise.all([
        sales.totals(range),
        sales.revenueByPeriod(range, query.groupBy),
        sales.byCategory(range),
        sales.byKind(range),
        sales.bestSellers(range, BEST_SELLERS),
        sales.taxByState(range),
        sales.byPromoCode(range),
        sales.byLicence(range),
      ]);
      return {
        from: query.from,
        to: query.to,
        groupBy: query.groupBy,
        timeZone: query.timeZone,
        totals: { orders: totals.orders, ...amounts(totals) },
        revenue: revenue.map((row) => ({ period: row.period, orders: row.orders, ...amounts(row) })),
        byCategory: byCategory.map((row) => ({
          category: row.category,
          quantity: row.quantity,
          revenue: money(row.revenue_cents),
        })),
        byKind: byKind.map((row) => ({
          productKind: row.product_kind,
          quantity: row.quantity,
          revenue: money(row.revenue_cents),
        })),
        bestSellers: bestSellers.map((row) => ({
          artworkId: row.artwork_id,
          title: row.title,
          quantity: row.quantity,
          revenue: money(row.revenue_cents),
        })),
        taxByState: taxByState.map((row) => ({
          stateCode: row.state_code,
          countryCode: row.country_code,
          taxName: taxNameOf(row),
          orders: row.orders,
          taxableSubtotal: money(row.subtotal_cents),
          tax: money(row.tax_cents),
        })),
        byPromoCode: byPromoCode.map((row) => ({
          promoCode: row.promo_code,
          orders: row.orders,
          discount: money(row.discount_cents),
          net: money(row.net_cents),
        })),
        byLicence: byLicence.map((row) => ({
          licence: row.licence_name,
          quantity: row.quantity,
          revenue: money(row.revenue_cents),
        })),
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
