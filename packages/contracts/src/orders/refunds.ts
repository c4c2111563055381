import { z } from 'zod';
import { moneyStringSchema } from '../shared/money-schema.js';
import { PayPalRequestIdSchema } from '../payments/payments.js';

/**
 * Refunds. The curator refunds a whole order or one line (dashboard or API); PayPal
 * (or the simulator) moves the money; orders records the refund, revokes the refunded lines'
 * grants and announces `order.refunded`. Money is integer cents inside, "14.99" strings outside.
 */

/** Where a refund came from: the dashboard, the admin API, PayPal's side, or a charge-back. */
export const REFUND_SOURCES = ['dashboard', 'api', 'paypal', 'chargeback'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * POST /api/orders/:id/refunds (admin): `{all: true}` refunds what is left of the order;
 * `{lineId}` refunds one line (its price less its share of the promo discount, plus the tax on
 * that). `from` says which client asked (the dashboard sends "dashboard"; "api" by default).
 * `reason`, optional, is kept with the refund (blank is the same as none).
 */
export const REFUND_REASON_MAX_LENGTH = 200;
const refundReason = z.string().trim().max(REFUND_REASON_MAX_LENGTH).optional();
export const RefundOrderBodySchema = z.union([
  z.strictObject({ all: z.literal(true), from: z.enum(['dashboard', 'api']).optional(), reason: refundReason }),
  z.strictObject({
    lineId: z.string().max(100),
    from: z.enum(['dashboard', 'api']).optional(),
    reason: refundReason,
  }),
]);
export type RefundOrderBody = z.infer<typeof RefundOrderBodySchema>;

const money = moneyStringSchema();

export const AdminRefundSchema = z.object({
  id: z.string(),
  /** PayPal's (or the simulator's) refund id; unique. */
  providerRefundId: z.string(),
  amount: money,
  /** The order lines this refund covered; empty for an amount refunded on PayPal's side. */
  lineIds: z.array(z.string()),
  source: z.enum(REFUND_SOURCES),
  /** "curator" for the dashboard and API, "paypal" for what PayPal reported. */
  requestedBy: z.string(),
  createdAt: z.string(),
  /** Why the curator refunded, as they wrote it; null when no reason was given. */
  reason: z.string().nullable().optional(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** The refund just made, and the grants it closed (the order itself is read again with GET …/admin). */
export const RefundResultSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  refund: AdminRefundSchema,
  /** Ids of the download grants this refund revoked. */
  revokedGrantIds: z.array(z.string()),
});
export type RefundResult = z.infer<typeof RefundResultSchema>;

/** payments (internal, `refundPayment`): POST → RefundPaymentResponse. The key makes a retry refund once. */
export const RefundPaymentParamsSchema = z.object({ paypalOrderId: z.string().min(1).max(64) });
export const RefundPaymentBodySchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  idempotencyKey: PayPalRequestIdSchema,
});
export type RefundPaymentBody = z.infer<typeof RefundPaymentBodySchema>;
export const RefundPaymentResponseSchema = z.object({
  refundId: z.string(),
  /** PayPal's refund status: COMPLETED, PENDING, FAILED or CANCELLED. */
  status: z.string(),
  amountCents: z.number().int(),
});
export type RefundPaymentResponse = z.infer<typeof RefundPaymentResponseSchema>;

/** orders (internal, `getRefundNotice`): what the `order.refunded` e-mail says (notifications asks). */
export const RefundNoticeParamsSchema = z.object({ id: z.string().max(100), eventId: z.string().max(100) });

export const RefundNoticeSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The order's status after the refund (refunded, partially_refunded, reversed). */
  status: z.string(),
  source: z.enum(REFUND_SOURCES),
  amount: money,
  orderTotal: money,
  /** Every refund of the order so far, this one included. */
  refundedTotal: money,
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  /** Downloads this refund closed, by file name. */
  closedDownloads: z.array(z.string()),
  /** The reason the curator gave, told to the buyer; null when none was given. */
  reason: z.string().nullable().optional(),
});
export type RefundNotice = z.infer<typeof RefundNoticeSchema>;
