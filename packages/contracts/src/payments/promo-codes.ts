import { z } from 'zod';
import { MoneyStringSchema } from '../catalog/artwork.js';
import { OrderLineInputSchema, MAX_ORDER_LINES, ShopperPromoCodeSchema } from './payments.js';

/**
 * Promo codes: LAUNCH30 (SPEC §9) and any code the curator creates. The payments service
 * prices every order, so it owns the codes and their redemptions.
 */
export const PROMO_CODE_KINDS = ['percent', 'fixed'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** Letters, digits, - and _; 3-32 characters. Matched case-insensitively, shown upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** A fixed code takes off at most $10,000, far above any real cart. */
export const MAX_FIXED_DISCOUNT_CENTS = 1_000_000;

export const PromoCodeInputSchema = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN, 'A promo code is 3-32 letters, digits, - or _');

export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  /** percent: 1-100; fixed: "5.00". */
  percentOff: z.number().int().nullable(),
  amountOff: MoneyStringSchema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerBuyer: z.boolean(),
  active: z.boolean(),
  /** Captured orders that used the code. */
  uses: z.number().int(),
  /** Orders started with the code and not captured yet, still holding a use. */
  reserved: z.number().int(),
  /** Sum of the discounts of captured orders. */
  discountTotal: MoneyStringSchema,
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = z.array(PromoCodeSchema);

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * `percentOff` for a percent code, `amountOff` for a fixed one. Ranges, the kind/value pairing and
 * "ends after it starts" are checked by the payments service on the merged code, so an update is
 * judged as a whole and the messages name the rule.
 */
const promoFields = {
  kind: z.enum(PROMO_CODE_KINDS),
  percentOff: z.number().int().nullable().optional(),
  amountOff: MoneyStringSchema.nullable().optional(),
  startsAt: isoDateTime.nullable().optional(),
  endsAt: isoDateTime.nullable().optional(),
  usageLimit: z.number().int().nullable().optional(),
  oncePerBuyer: z.boolean().optional(),
  active: z.boolean().optional(),
};

export const CreatePromoCodeBodySchema = z.object({ code: PromoCodeInputSchema, ...promoFields });
export type CreatePromoCodeBody = z.infer<typeof CreatePromoCodeBodySchema>;

/** The code itself never changes (orders name it); everything else can, `active: false` deactivates. */
export const UpdatePromoCodeBodySchema = z
  .object({ ...promoFields, kind: promoFields.kind.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdatePromoCodeBody = z.infer<typeof UpdatePromoCodeBodySchema>;

export const PromoCodeParamsSchema = z.object({ id: z.uuid() });

/** POST /api/paypal/quote: the checkout's price before paying, with or without a code. */
export const QuoteBodySchema = z.object({
  items: z.array(OrderLineInputSchema).min(1).max(MAX_ORDER_LINES),
  /** The US state; only for a US buyer. */
  stateCode: z.string().length(2).optional(),
  /** The buyer's country; absent means the US. */
  countryCode: z.string().length(2).optional(),
  promoCode: ShopperPromoCodeSchema.optional(),
  /** Needed by first-order-only codes (LAUNCH30). */
  email: z.email().max(254).optional(),
});
export type QuoteBody = z.infer<typeof QuoteBodySchema>;

export const QuoteSchema = z.object({
  subtotal: MoneyStringSchema,
  discount: MoneyStringSchema,
  tax: MoneyStringSchema,
  total: MoneyStringSchema,
  promoCode: z.string().nullable(),
  /** Only outside the US: the country and its tax's name (null: no tax there). */
  countryCode: z.string().optional(),
  taxName: z.string().nullable().optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;
