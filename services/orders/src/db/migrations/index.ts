import type { Migration } from 'kysely';
import * as createOrders from './202611220000_create-orders.js';
import * as addGrantFiles from './202611230000_add-grant-files.js';
import * as addOrderFacts from './202611250000_add-order-facts.js';
import * as addPackCredits from './202611260000_add-pack-credits.js';
import * as addCommissions from './202611260010_add-commissions.js';
import * as addOrderDiscount from './202611260020_add-order-discount.js';
import * as addOrderOutbox from './202611260030_add-order-outbox.js';
import * as widenOrderStatus from './202611270000_widen-order-status.js';
import * as addRefunds from './202611270110_add-refunds.js';
import * as addLinkResends from './202611270350_add-link-resends.js';
import * as addOrderCheckoutProof from './202611290200_add-order-checkout-proof.js';
import * as addPackRules from './202611300300_add-pack-rules.js';
import * as allowPicksMadeEvents from './202611300310_allow-picks-made-events.js';
import * as addOrderCountryTax from './202611300400_add-order-country-tax.js';
import * as addRefundReason from './202611300500_add-refund-reason.js';
import * as addInvoices from './202612100400_add-invoices.js';
import * as keepExistingPackRules from './202612100500_keep-existing-pack-rules.js';
import * as addBuyerLibrary from './202612100600_add-buyer-library.js';
import * as addOrderLineLicence from './202612110100_add-order-line-licence.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611220000_create-orders': createOrders,
  '202611230000_add-grant-files': addGrantFiles,
  '202611250000_add-order-facts': addOrderFacts,
  '202611260000_add-pack-credits': addPackCredits,
  '202611260010_add-commissions': addCommissions,
  '202611260020_add-order-discount': addOrderDiscount,
  '202611260030_add-order-outbox': addOrderOutbox,
  '202611270000_widen-order-status': widenOrderStatus,
  '202611270110_add-refunds': addRefunds,
  '202611270350_add-link-resends': addLinkResends,
  '202611290200_add-order-checkout-proof': addOrderCheckoutProof,
  '202611300300_add-pack-rules': addPackRules,
  '202611300310_allow-picks-made-events': allowPicksMadeEvents,
  '202611300400_add-order-country-tax': addOrderCountryTax,
  '202611300500_add-refund-reason': addRefundReason,
  '202612100400_add-invoices': addInvoices,
  '202612100500_keep-existing-pack-rules': keepExistingPackRules,
  '202612100600_add-buyer-library': addBuyerLibrary,
  '202612110100_add-order-line-licence': addOrderLineLicence,
};
