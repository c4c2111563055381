import { z } from 'zod';
import { MoneyStringSchema } from '../catalog/artwork.js';
import { SoldLicenceSchema } from '../catalog/licence-tiers.js';
import { CURRENCY } from '../shared/constants.js';
import { CHECKOUT_SECRET_PATTERN } from './checkout-proof.js';

export const PAYMENT_MODES = ['paypal', 'simulator'] as const;

export const PaymentConfigSchema = z.object({
  clientId: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
  currency: z.literal(CURRENCY),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const MAX_LINE_QUANTITY = 100;
/**
 * An artwork is a licence, not stock. Its line always has this quantity and names it
 * once; only pricing packages (packs, logos) take a quantity, which multiplies what they give.
 */
export const ARTWORK_LINE_QUANTITY = 1;
export const MAX_ORDER_LINES = 100;
/** The largest order the shop takes ($100,000): far above any real cart, far below int4 cents. */
export const MAX_ORDER_TOTAL_CENTS = 10_000_000;

/**
 * Optional idempotency key of `POST /paypal/order`: a retried create with the same key gets the
 * same PayPal order back instead of a second one. Without it the server picks a fresh key.
 */
export const PAYPAL_REQUEST_ID_HEADER = 'paypal-request-id';
/** PayPal accepts request ids of up to 108 characters. */
export const PayPalRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,108}$/, 'Expected 1-108 letters, digits or ._:-');

export const OrderLineInputSchema = z.object({
  artworkId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /**
   * The licence tier the buyer chose for an artwork (GET /api/licences). Absent: the first tier,
   * or the shop licence when the artist defined none, as SPEC's clients send. Packs take none.
   */
  licenceId: z.string().min(1).max(100).optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const PayerSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(200),
});

/** The promo code a shopper typed: any short text; an unknown one gets the "does not exist" message, not a 400 on format. */
export const ShopperPromoCodeSchema = z.string().trim().min(1).max(64);

export const CreatePaymentOrderBodySchema = z.object({
  items: z.array(OrderLineInputSchema).min(1).max(MAX_ORDER_LINES),
  /** SPEC §7: the US state. Needed only for a US buyer (no `countryCode`, or "US"). */
  stateCode: z.string().length(2).optional(),
  /** The buyer's country (ISO 3166-1 alpha-2); absent means the US, as SPEC's clients send. */
  countryCode: z.string().length(2).optional(),
  currency: z.literal(CURRENCY).default(CURRENCY),
  intent: z.literal('CAPTURE').default('CAPTURE'),
  amount: MoneyStringSchema.optional(),
  paymentMethod: z.enum(['PAYPAL', 'CARD', 'SIMULATOR']).optional(),
  payer: PayerSchema.optional(),
  /** A promo code, priced by the server before tax; `amount` is still the undiscounted subtotal. */
  promoCode: ShopperPromoCodeSchema.optional(),
  /**
   * The buyer's e-mail for a first-order-only code when there is no `payer` (PayPal asks for the
   * payer only after this call); `payer.email` wins when both are sent.
   */
  email: z.email().max(254).optional(),
  /**
   * The buyer ticked WITHDRAWAL_CONSENT_TEXT. Required (true) for a buyer in the EU
   * (`isEuCountry`), else the order is refused with `withdrawal_consent_required`; ignored elsewhere.
   */
  withdrawalConsent: z.boolean().optional(),
});
export type CreatePaymentOrderBody = z.infer<typeof CreatePaymentOrderBodySchema>;

export const CreatePaymentOrderResponseSchema = z.object({
  id: z.string(),
  subtotal: MoneyStringSchema,
  tax: MoneyStringSchema,
  total: MoneyStringSchema,
  /** Only when a promo code was applied: SPEC's shape is unchanged without one. total = subtotal − discount + tax. */
  discount: MoneyStringSchema.optional(),
  promoCode: z.string().optional(),
  /** Only outside the US, so SPEC's answer is unchanged: the country and its tax's name (null: no tax). */
  countryCode: z.string().optional(),
  taxName: z.string().nullable().optional(),
});
export type CreatePaymentOrderResponse = z.infer<typeof CreatePaymentOrderResponseSchema>;

export const CaptureParamsSchema = z.object({ orderID: z.string().min(1).max(64) });

export const CaptureResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z.array(z.object({ amount: z.object({ value: z.string(), currency_code: z.string().optional() }) })),
  payer: z.object({
    email_address: z.string().nullable(),
    name: z.object({ given_name: z.string().nullable(), surname: z.string().nullable() }),
  }),
});
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;

/** A cart line is an artwork of the catalog or a pricing package (SPEC §9). */
export const LINE_KINDS = ['artwork', 'package'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Internal: what the orders service learns from the payments service about one payment. */
export const VerifiedPaymentSchema = z.object({
  paypalOrderId: z.string(),
  status: z.string(),
  captured: z.boolean(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  items: z.array(
    z.object({
      artworkId: z.string(),
      kind: z.enum(LINE_KINDS),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      title: z.string(),
      /** The licence tier sold with an artwork, its text as it was; absent or null: the shop licence. */
      licence: SoldLicenceSchema.nullable().optional(),
    }),
  ),
  payerEmail: z.string().nullable(),
  payerName: z.string().nullable(),
  /** Where tax was charged and PayPal's capture id, kept on the order for the dashboard. */
  stateCode: z.string().nullable().optional(),
  captureId: z.string().nullable().optional(),
  /** The promo discount taken off the subtotal before tax, and its code. */
  discountCents: z.number().int().optional(),
  promoCode: z.string().nullable().optional(),
  /** SHA-256 (hex) of the secret of the checkout that created it (checkout-proof.ts). */
  checkoutProofHash: z.string().nullable().optional(),
  /** Where the tax was charged (US when absent), its name and the rate charged. */
  countryCode: z.string().optional(),
  taxName: z.string().nullable().optional(),
  taxRate: z.string().nullable().optional(),
  /** When an EU buyer agreed to immediate delivery (ISO time); null or absent: not asked. */
  withdrawalConsentAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type VerifiedPayment = z.infer<typeof VerifiedPaymentSchema>;

/** Payments' status of a capture PayPal holds: the order waits for PAYMENT.CAPTURE.COMPLETED or DENIED. */
export function isPendingCapture(payment: Pick<VerifiedPayment, 'status' | 'captured'>): boolean {
  return !payment.captured && payment.status === 'CAPTURE_PENDING';
}

/** Where a paid order's receipt goes: the address the buyer gave, or PayPal's payer when none. */
export function receiptAddressOf(email: string, payment: Pick<VerifiedPayment, 'payerEmail'>): string {
  return email.trim() || payment.payerEmail || '';
}

/**
 * Internal: orders' first recording of a paid order, as one question to payments. Payments
 * settles who may record it (the paying checkout's secret, or without one the payer's own
 * address), keeps the receipt address beside the payer (a first-order-only code is judged on
 * both) when the claim names the captured total, and answers the payment as `verifyPayment` does.
 */
export const PaymentOrderClaimBodySchema = z.object({
  /** The receipt address the buyer gave; empty: the payer's. */
  email: z.string().max(254),
  /** The total the buyer claims was paid, in cents. */
  totalCents: z.number().int().nonnegative(),
  /** The `shop_checkout` secret the recording request carried, when it carried one. */
  checkoutSecret: z.string().regex(CHECKOUT_SECRET_PATTERN).optional(),
});
export type PaymentOrderClaimBody = z.infer<typeof PaymentOrderClaimBodySchema>;

/** Deprecated (the previous release's orders): the receipt address alone. */
export const PaymentReceiptBodySchema = z.object({ email: z.string().max(254) });
