import { SHOP_LICENCE_LABEL } from '@shop/contracts';

/** Texts of the dashboard's Sales tab. */
export const SALES_MESSAGES = {
  heading: 'Sales',
  fromLabel: 'From',
  toLabel: 'To',
  groupByLabel: 'Group by',
  groupBy: { day: 'Day', week: 'Week', month: 'Month' },
  show: 'Show',
  loading: 'Loading sales…',
  errorTitle: 'The sales could not be loaded',
  retry: 'Try again',
  emptyTitle: 'No sales in this period',
  emptyText: 'Choose a wider period to see revenue and tax.',
  totals: (orders: number, total: string, tax: string) =>
    `${orders} orders · $${total} charged · $${tax} tax, before refunds`,
  /** Refunds are their own figures: how many, what went back, what the shop kept. */
  refunds: (count: number, refunded: string, netAfterRefunds: string, totalAfterRefunds: string) =>
    `${count} ${count === 1 ? 'refund' : 'refunds'} · $${refunded} returned · $${netAfterRefunds} net revenue after refunds ($${totalAfterRefunds} with tax)`,
  refundsNote:
    'A refund is counted in the period its order was sold in. The category, kind, work, tax and promo code tables count what was kept after refunds.',
  /** Promo codes: only shown when a code was used in the period. */
  discounts: (discount: string, net: string) => `$${discount} in promo discounts · $${net} net revenue before tax`,
  exportCsv: 'Export CSV',
  tables: {
    revenue: 'Revenue by period',
    categories: 'Revenue by category',
    kinds: 'Revenue by product kind',
    works: 'Best-selling works',
    tax: 'Tax collected per country and US state',
    'promo-codes': 'Promo code discounts',
    licences: 'Works sold by licence',
  },
  /** A work sold under no tier: the shop's one licence. */
  shopLicence: SHOP_LICENCE_LABEL,
  columns: {
    period: 'Period',
    orders: 'Orders',
    subtotal: 'Before tax',
    tax: 'Tax',
    total: 'Total',
    category: 'Category',
    kind: 'Kind',
    quantity: 'Sold',
    revenue: 'Revenue',
    work: 'Work',
    state: 'State',
    taxableSubtotal: 'Taxable sales',
    country: 'Country',
    taxName: 'Tax name',
    discount: 'Discount',
    net: 'Net',
    licence: 'Licence',
    refunds: 'Refunds',
    refunded: 'Refunded',
    netAfterRefunds: 'Net after refunds',
    promoCode: 'Promo code',
  },
  kinds: { artwork: 'Artwork', pack: 'Pack', logo: 'Logo' },
  /** Shown where older orders lack a fact. */
  unknown: '—',
  noRows: 'Nothing in this period.',
} as const;
