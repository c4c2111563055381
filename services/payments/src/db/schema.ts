import type { LineKind, PaymentEvent, PaymentEventType, PromoCodeKind, SoldLicence } from '@shop/contracts';
import type { OutboxColumns } from '@shop/platform';
import type { ColumnType, Generated, Selectable } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const PAYMENT_ORDER_STATUSES = ['CREATING', 'CREATED', 'COMPLETED', 'CAPTURE_PENDING', 'DENIED'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** One priced line as it was charged; stored as jsonb so the order keeps what was paid for. */
export interface PaymentLine {
  artworkId: string;
  kind: LineKind;
  title: string;
  quantity: number;
  unitPriceCents: number;
  /** The licence tier sold with an artwork, its text as it was; absent when the shop sells one licence. */
  licence?: SoldLicence;
}

export interface PaymentOrdersTable {
  id: Generated<string>;
  provider: 'paypal' | 'simulator';
  provider_order_id: string | null;
  request_id: string;
  cart_fingerprint: string;
  /** Null outside the US. */
  state_code: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  currency: Generated<string>;
  status: PaymentOrderStatus;
  items: ColumnType<PaymentLine[], string, string>;
  capture_id: string | null;
  captured_cents: number | null;
  payer_email: string | null;
  payer_given_name: string | null;
  payer_surname: string | null;
  captured_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The promo discount taken off the subtotal before tax; total = subtotal − discount + tax. */
  discount_cents: Generated<number>;
  promo_code: string | null;
  /** Refunds PayPal reported by webhook (PAYMENT.CAPTURE.REFUNDED), summed. */
  webhook_refunded_cents: Generated<number>;
  /** When PayPal reported a charge-back (PAYMENT.CAPTURE.REVERSED). */
  reversed_at: NullableTimestamp;
  /** The payer's e-mail as first-order-only codes compare it (promo-codes/buyer-email.ts). */
  buyer_key: string | null;
  /** SHA-256 (hex) of the creating checkout's cookie secret (payment-orders/checkout-proof.ts). */
  checkout_proof_hash: string | null;
  /** The buyer key of the address the order's receipt goes to, as orders recorded it. */
  receipt_key: string | null;
  /** Where the tax was charged (ISO 3166-1 alpha-2; US for every older order) and its name. */
  country_code: Generated<string>;
  tax_name: string | null;
  /** The rate charged (exact decimal fraction); null on older orders. */
  tax_rate: string | null;
  /** When an EU buyer agreed to immediate delivery; null where it was not asked. */
  withdrawal_consent_at: NullableTimestamp;
}

/** The artist's tax per country outside the US (VAT, GST, …). */
export interface CountryTaxesTable {
  country_code: string;
  tax_name: string;
  /** numeric(7,6): pg answers a string such as "0.190000", kept exact. */
  rate: ColumnType<string, string, string>;
  enabled: Generated<boolean>;
  /** date, read as 'YYYY-MM-DD' text by the repository. */
  checked_on: ColumnType<string, string, string>;
  updated_at: Generated<Date>;
}

/** Each PayPal webhook event received, once by PayPal's event id. */
export interface WebhookEventsTable {
  id: Generated<string>;
  event_id: string;
  event_type: string;
  resource_type: string | null;
  resource_id: string | null;
  paypal_order_id: string | null;
  capture_id: string | null;
  outcome: 'applied' | 'ignored' | 'unknown_payment' | null;
  received_at: Generated<Date>;
  processed_at: NullableTimestamp;
}

/** Payment events waiting to be (or already) published on `payment-events`. */
export interface PaymentOutboxTable extends OutboxColumns {
  type: PaymentEventType;
  paypal_order_id: string;
  capture_id: string | null;
  refund_id: string | null;
  amount_cents: number | null;
  source: PaymentEvent['source'];
}

export interface SimulatedOrdersTable {
  id: string;
  status: string;
  record: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PromoCodesTable {
  id: Generated<string>;
  code: string;
  kind: PromoCodeKind;
  /** percent: 1-100; fixed: cents. */
  value: number;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  once_per_buyer: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PromoRedemptionsTable {
  id: Generated<string>;
  promo_code_id: string;
  payment_order_id: string;
  /** The e-mail given at checkout, as a buyer key (promo-codes/buyer-email.ts). */
  buyer_email: string | null;
  /** The payer's key, set when the code is judged again just before the capture. */
  payer_key: string | null;
  discount_cents: number;
  created_at: Generated<Date>;
}

/** One refund of a captured payment order. */
export interface PaymentRefundsTable {
  id: Generated<string>;
  payment_order_id: string;
  idempotency_key: string;
  provider_refund_id: string;
  amount_cents: number;
  status: string;
  created_at: Generated<Date>;
}

export interface Database {
  payment_refunds: PaymentRefundsTable;
  payment_orders: PaymentOrdersTable;
  simulated_orders: SimulatedOrdersTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  webhook_events: WebhookEventsTable;
  payment_outbox: PaymentOutboxTable;
  country_taxes: CountryTaxesTable;
}

export type PaymentOutboxRow = Selectable<PaymentOutboxTable>;

export type PromoCodeRow = Selectable<PromoCodesTable>;

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
