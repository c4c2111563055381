import type { Migration } from 'kysely';
import * as createPaymentOrders from './202611220000_create-payment-orders.js';
import * as createPromoCodes from './202611260030_create-promo-codes.js';
import * as createPaymentRefunds from './202611270100_create-payment-refunds.js';
import * as addWebhookEvents from './202611270200_add-webhook-events.js';
import * as addBuyerKeys from './202611290100_add-buyer-keys.js';
import * as addCheckoutProof from './202611290200_add-checkout-proof.js';
import * as createCountryTaxes from './202611300100_create-country-taxes.js';
import * as indexCheckoutProof from './202612010000_index-checkout-proof.js';
import * as addReceiptKey from './202612010100_add-receipt-key.js';
import * as addWithdrawalConsent from './202612100400_add-withdrawal-consent.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611220000_create-payment-orders': createPaymentOrders,
  '202611260030_create-promo-codes': createPromoCodes,
  '202611270100_create-payment-refunds': createPaymentRefunds,
  '202611270200_add-webhook-events': addWebhookEvents,
  '202611290100_add-buyer-keys': addBuyerKeys,
  '202611290200_add-checkout-proof': addCheckoutProof,
  '202611300100_create-country-taxes': createCountryTaxes,
  '202612010000_index-checkout-proof': indexCheckoutProof,
  '202612010100_add-receipt-key': addReceiptKey,
  '202612100400_add-withdrawal-consent': addWithdrawalConsent,
};
