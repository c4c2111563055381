import {
  CURRENCY,
  formatCents,
  US_COUNTRY_CODE,
  US_TAX_NAME,
  type CaptureResponse,
  type CreatePaymentOrderResponse,
  type VerifiedPayment,
} from '@shop/contracts';
import type { PaymentOrderRow } from '../db/schema.js';
import type { PricedCart } from './pricing.js';

/** A payment order as the orders service verifies it (internal API). */
export function toVerifiedPayment(row: PaymentOrderRow): VerifiedPayment {
  const payerName = [row.payer_given_name, row.payer_surname].filter(Boolean).join(' ');
  return {
    paypalOrderId: row.provider_order_id ?? '',
    status: row.status,
    captured: row.status === 'COMPLETED' && row.captured_cents === row.total_cents,
    subtotalCents: row.subtotal_cents,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    items: row.items,
    payerEmail: row.payer_email,
    payerName: payerName === '' ? null : payerName,
    stateCode: row.state_code,
    countryCode: row.country_code,
    // Orders from before country taxes kept no name: they are all US sales tax.
    taxName: row.tax_name ?? (row.country_code === US_COUNTRY_CODE ? US_TAX_NAME : null),
    taxRate: row.tax_rate,
    captureId: row.capture_id,
    discountCents: row.discount_cents,
    promoCode: row.promo_code,
    checkoutProofHash: row.checkout_proof_hash,
    withdrawalConsentAt: row.withdrawal_consent_at?.toISOString() ?? null,
  };
}

/** The created order's answer: PayPal's id and the priced cart. */
export function toCreateResponse(providerOrderId: string, cart: PricedCart): CreatePaymentOrderResponse {
  return {
    id: providerOrderId,
    subtotal: formatCents(cart.subtotalCents),
    tax: formatCents(cart.taxCents),
    total: formatCents(cart.totalCents),
    ...(cart.promoCode ? { discount: formatCents(cart.discountCents), promoCode: cart.promoCode } : {}),
    // Only outside the US, so SPEC's answer to a state checkout is unchanged.
    ...(cart.countryCode === US_COUNTRY_CODE ? {} : { countryCode: cart.countryCode, taxName: cart.taxName }),
  };
}

/**
 * The PayPal-shaped answer of the contract, built from the record so every repeat is identical.
 * SPEC §3 names the payer's fields; to anyone but the checkout that created the order they are
 * null (the contract's "not known").
 */
export function toCaptureResponse(row: PaymentOrderRow, isProven: boolean): CaptureResponse {
  return {
    id: row.provider_order_id ?? '',
    status: row.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING',
    purchase_units: [
      { amount: { value: formatCents(row.captured_cents ?? row.total_cents), currency_code: CURRENCY } },
    ],
    payer: isProven
      ? { email_address: row.payer_email, name: { given_name: row.payer_given_name, surname: row.payer_surname } }
      : { email_address: null, name: { given_name: null, surname: null } },
  };
}
