import { z } from 'zod';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from '../shared/time-zone.js';
import { IsoDateSchema, PRODUCT_KINDS } from './orders-admin.js';

export const SALES_GROUP_BY = ['day', 'week', 'month'] as const;
export type SalesGroupBy = (typeof SALES_GROUP_BY)[number];
export const SALES_TABLES = ['revenue', 'categories', 'kinds', 'works', 'tax', 'promo-codes', 'licences'] as const;
export type SalesTable = (typeof SALES_TABLES)[number];
/** A report spans at most about three years of days. */
export const SALES_MAX_DAYS = 1100;

/**
 * GET /api/sales (admin): `from`/`to` are inclusive days of `timeZone` (the dashboard sends the
 * shop's; UTC when absent), and periods are that zone's days, weeks (from Monday) and months.
 */
export const SalesQuerySchema = z
  .object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    groupBy: z.enum(SALES_GROUP_BY).default('day'),
    timeZone: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
  })
  .refine((query) => query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= SALES_MAX_DAYS * 86_400_000, {
    message: `A report covers at most ${SALES_MAX_DAYS} days`,
    path: ['to'],
  });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/** GET /api/sales/export: one of the report's tables as CSV. */
export const SalesExportQuerySchema = z
  .object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    groupBy: z.enum(SALES_GROUP_BY).default('day'),
    table: z.enum(SALES_TABLES),
    timeZone: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
  })
  .refine((query) => query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= SALES_MAX_DAYS * 86_400_000, {
    message: `A report covers at most ${SALES_MAX_DAYS} days`,
    path: ['to'],
  });
export type SalesExportQuery = z.infer<typeof SalesExportQuerySchema>;

/**
 * Orders and money of the whole span (`totals`) or of one period (`revenue`); see `totals`.
 * `orders` to `total` are the sales as charged, before refunds (a refunded order was sold);
 * beside them the refunds of those sales, counted in the period the order was sold in, and what
 * is left after them.
 */
const salesTotals = z.object({
  orders: z.number().int(),
  subtotal: z.string(),
  discount: z.string(),
  net: z.string(),
  tax: z.string(),
  total: z.string(),
  /** How many refunds (charge-backs included) were made of these sales. */
  refunds: z.number().int(),
  /** What they returned to buyers, tax included. */
  refunded: z.string(),
  /** The revenue they took back: their subtotal less their discount, before tax. */
  refundedNet: z.string(),
  /** `net` − `refundedNet`: the revenue the shop kept; the line tables share it out. */
  netAfterRefunds: z.string(),
  /** `total` − `refunded`: the money the shop kept, tax included. */
  totalAfterRefunds: z.string(),
});

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SALES_GROUP_BY),
  /** The zone whose days the report counts (optional: answers before zones were told are UTC). */
  timeZone: z.string().optional(),
  /** Amounts before tax unless named tax or total. */
  /**
   * `subtotal` is at list prices; `discount` is what promo codes took off it and `net`
   * = subtotal − discount is the revenue, before refunds. Line tables (category, kind, works) are
   * after refunds: each kept line carries its order's discount in proportion to its price, in
   * whole cents that add up to what the order kept: the category and kind tables each sum to
   * `totals.netAfterRefunds`. The tax and promo code tables count what orders kept, too.
   */
  totals: salesTotals,
  revenue: z.array(z.object({ period: z.string(), ...salesTotals.shape })),
  byCategory: z.array(z.object({ category: z.string().nullable(), quantity: z.number().int(), revenue: z.string() })),
  byKind: z.array(
    z.object({ productKind: z.enum(PRODUCT_KINDS).nullable(), quantity: z.number().int(), revenue: z.string() }),
  ),
  bestSellers: z.array(
    z.object({ artworkId: z.string(), title: z.string(), quantity: z.number().int(), revenue: z.string() }),
  ),
  taxByState: z.array(
    z.object({
      stateCode: z.string().nullable(),
      /** The country (US for a state's row) and the tax's name (null: none charged). */
      countryCode: z.string(),
      taxName: z.string().nullable(),
      orders: z.number().int(),
      /** What tax was charged on: the subtotal after promo discounts. */
      taxableSubtotal: z.string(),
      tax: z.string(),
    }),
  ),
  /** Orders that used a promo code, by code, with the discounts given. */
  byPromoCode: z.array(
    z.object({ promoCode: z.string(), orders: z.number().int(), discount: z.string(), net: z.string() }),
  ),
  /**
   * Works sold, by the licence tier they were sold under (its name at the time of sale; null: the
   * shop's one licence, as every sale before tiers), with the same kept revenue as the works table.
   */
  byLicence: z.array(z.object({ licence: z.string().nullable(), quantity: z.number().int(), revenue: z.string() })),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
