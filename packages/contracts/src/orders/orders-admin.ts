import { z } from 'zod';
import type { LineKind } from '../payments/payments.js';
import { LOGO_PACKAGE_ID } from '../catalog/pricing.js';
import { OrderLineLicenceSchema } from './order-line-licence.js';
import { AdminRefundSchema } from './refunds.js';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from '../shared/time-zone.js';

/** What a sold line was, for the dashboard and the sales figures. */
export const PRODUCT_KINDS = ['artwork', 'pack', 'logo'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A package line is a pack of artworks unless it is the custom-logo package. */
export function productKindOf(lineKind: LineKind, productId: string): ProductKind {
  if (lineKind === 'artwork') return 'artwork';
  return productId === LOGO_PACKAGE_ID ? 'logo' : 'pack';
}

export const ADMIN_ORDERS_PAGE_MAX = 100;
const ADMIN_ORDERS_PAGE_DEFAULT = 25;

/** A real calendar day, `YYYY-MM-DD` (the admin orders filter and the sales report count it in a zone). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date like 2026-11-25')
  // Date.parse rolls 2026-02-30 over to March 2; a real date survives the round trip.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'Expected a real calendar date');

/**
 * GET /api/orders (admin): `q` matches an order number (its id or a prefix of it), an invoice
 * number, a PayPal order id, a capture id or a buyer e-mail, and from 3 characters on any part of the buyer's
 * e-mail or name, case-insensitive; `from`/`to` are inclusive days of the creation date in
 * `timeZone` (the dashboard sends the shop's; UTC when absent).
 */
export const ListAdminOrdersQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  timeZone: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(ADMIN_ORDERS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListAdminOrdersQuery = z.infer<typeof ListAdminOrdersQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  paypalOrderId: z.string(),
  captureId: z.string().nullable(),
  customerEmail: z.string(),
  customerName: z.string(),
  status: z.string(),
  /** Null on orders stored before the state was kept. */
  stateCode: z.string().nullable(),
  /** Where the tax was charged and its name (null: no tax there). */
  countryCode: z.string(),
  taxName: z.string().nullable(),
  subtotal: z.string(),
  /**
   * The promo discount taken off the subtotal before tax ("0.00" without one). Issue
   * #25: in the list too, so its figures add up: subtotal − discount + tax = total.
   */
  discount: z.string(),
  tax: z.string(),
  total: z.string(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  /** The invoice the order's receipt is ("INV-2026-000123"); null while unpaid and on orders paid before numbering. */
  invoiceNumber: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminOrderLineSchema = z.object({
  artworkId: z.string(),
  title: z.string(),
  /** Null on lines stored before the kind was kept. */
  productKind: z.enum(PRODUCT_KINDS).nullable(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  /** The line's id (what `POST …/refunds {lineId}` names). */
  id: z.string(),
  /** When the line was refunded; null while it is not. */
  refundedAt: z.string().nullable(),
  /** What refunding this line gives back (net of its promo share, plus tax). */
  refundAmount: z.string(),
  /** The licence tier sold with the work, its name and text as they were; absent: the shop licence. */
  licence: OrderLineLicenceSchema.optional(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminDownloadGrantSchema = z.object({
  id: z.string(),
  artworkId: z.string(),
  originalName: z.string(),
  downloadCount: z.number().int(),
  lastDownloadedAt: z.string().nullable(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  /** When the curator revoked it; null while it works. */
  revokedAt: z.string().nullable(),
});
export type AdminDownloadGrant = z.infer<typeof AdminDownloadGrantSchema>;

export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  /** The state's rate as charged ("0.08875"), null on older orders. */
  taxRate: z.string().nullable(),
  /** The promo code whose discount (`discount`) was taken off the subtotal before tax. */
  promoCode: z.string().nullable(),
  /** What the payment provider said: captured orders are the only ones stored. */
  paymentStatus: z.string(),
  lines: z.array(AdminOrderLineSchema),
  grants: z.array(AdminDownloadGrantSchema),
  /** Every refund of the order, oldest first, and what is left to refund. */
  refunds: z.array(AdminRefundSchema),
  refunded: z.string(),
  refundable: z.string(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const GrantParamsSchema = z.object({ id: z.string().max(100), grantId: z.string().max(100) });

/** How long an extension adds; the dashboard offers SPEC §9's 30 days. */
export const GRANT_EXTENSION_DEFAULT_DAYS = 30;
export const GRANT_EXTENSION_MAX_DAYS = 365;

/**
 * POST /api/orders/:id/grants/:grantId/extend: adds `days` (30 when the body or `days` is left
 * out) to the later of now and the current expiry.
 */
export const ExtendGrantBodySchema = z
  .object({ days: z.number().int().min(1).max(GRANT_EXTENSION_MAX_DAYS).optional() })
  .nullish();
export type ExtendGrantBody = z.infer<typeof ExtendGrantBodySchema>;
