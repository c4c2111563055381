import type {
  CommissionStatus,
  LineKind,
  OrderEventType,
  OrderStatus,
  ProductKind,
  RefundSource,
  SellerDetails,
} from '@shop/contracts';
import type { OutboxColumns } from '@shop/platform';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OrdersTable {
  id: Generated<string>;
  paypal_order_id: string;
  customer_email: string;
  customer_name: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  /** Null on orders stored before 202611250000_add-order-facts. */
  state_code: NullableText;
  /** numeric: pg hands it back as an exact decimal string. */
  tax_rate: NullableText;
  capture_id: NullableText;
  /** Promo codes: taken off the subtotal before tax; 0 and null on orders without a code. */
  discount_cents: Generated<number>;
  promo_code: NullableText;
  /** SHA-256 (hex) of the paying checkout's cookie secret (orders/checkout-proof.ts). */
  checkout_proof_hash: NullableText;
  /** Where the tax was charged (US on every older order) and its name (null on older US orders). */
  country_code: Generated<string>;
  tax_name: NullableText;
  /** "INV-2026-000123" once paid (orders/invoice-queries.ts); null while pending or denied. */
  invoice_number: NullableText;
  /** The seller as the catalog had them when the order was paid; null when none was set. */
  seller: ColumnType<SellerDetails | null, string | null | undefined, string | null>;
  /** When an EU buyer agreed to immediate delivery; null where it was not asked. */
  withdrawal_consent_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The last invoice number given in each year (UTC): the gapless series' counter. */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  kind: LineKind;
  artwork_id: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
  product_kind: ColumnType<ProductKind | null, ProductKind | null | undefined, ProductKind | null>;
  category: NullableText;
  /** Artwork credits a pack line gives (202611260000_add-pack-credits); null on other lines. */
  credits: ColumnType<number | null, number | null | undefined, number | null>;
  credits_used: Generated<number>;
  /** Set when the line was refunded (its grants revoked, a pack's credits closed). */
  refunded_at: NullableTimestamp;
  refund_id: NullableText;
  /** The licence tier sold, its name and text as they were (202612110100); null: the shop licence. */
  licence_id: NullableText;
  licence_name: NullableText;
  licence_text: NullableText;
}

export interface DownloadGrantsTable {
  /** Chosen by the service: the download token is derived from it (download-tokens.ts). */
  id: string;
  order_id: string;
  position: number;
  artwork_id: string;
  token_hash: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  expires_at: Timestamp;
  download_count: Generated<number>;
  last_downloaded_at: NullableTimestamp;
  /** Set when the curator revoked the grant: its link answers 410 from then on. */
  revoked_at: NullableTimestamp;
  /** The pack line whose credit this pick spent; null on grants of bought artworks. */
  order_line_id: NullableText;
  /** The picked work's title at pick time (the picker lists it); null on other grants. */
  title: NullableText;
  created_at: Generated<Date>;
}

/** A custom-logo commission: one per logo unit bought. */
export interface CommissionsTable {
  id: Generated<string>;
  order_id: string;
  line_position: number;
  /** 1..quantity within its order line. */
  unit: number;
  product_id: string;
  product_name: string;
  status: ColumnType<CommissionStatus, CommissionStatus | undefined, CommissionStatus>;
  brief_brand_name: NullableText;
  brief_purpose: NullableText;
  brief_style: NullableText;
  brief_notes: NullableText;
  brief_submitted_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommissionFilesTable {
  id: Generated<string>;
  commission_id: string;
  position: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  /** bigint, parsed to a number by the platform's pg setup. */
  size_bytes: number;
  grant_id: NullableText;
  created_at: Generated<Date>;
}

/** Events waiting to be (or already) published on `order-events`; see events/outbox-relay.ts. */
export interface OrderOutboxTable extends OutboxColumns {
  type: OrderEventType;
  order_id: string;
}

export interface RevokedGrant {
  id: string;
  name: string;
}

/** One refund of an order (dashboard, API, PayPal's side or a charge-back). */
export interface RefundsTable {
  id: Generated<string>;
  order_id: string;
  provider_refund_id: string;
  amount_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  source: RefundSource;
  requested_by: string;
  payment_event_id: NullableText;
  event_id: NullableText;
  revoked_grants: ColumnType<RevokedGrant[], string | undefined, string>;
  created_at: Generated<Date>;
  /** The curator's reason, if they gave one. */
  reason: NullableText;
}

/** The works a pack can take, as the artist set them (pack-rules/). */
export interface PackRulesTable {
  package_id: string;
  /** Null: every category of the pack's collection. */
  categories: string[] | null;
  /** Null: no ceiling. */
  max_price_cents: number | null;
  updated_at: Generated<Date>;
}

/** One row per public resend request, for the per-address limit (the address only hashed). */
export interface LinkResendRequestsTable {
  id: Generated<string>;
  email_hash: string;
  created_at: Generated<Date>;
}

/** One e-mailed library sign-in link (its token only hashed); single use. */
export interface LibrarySignInLinksTable {
  token_hash: string;
  /** Trimmed and lowercased, as the library matches receipt addresses. */
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** One row per library sign-in request, for the per-address limit (the address only hashed). */
export interface LibrarySignInRequestsTable {
  id: Generated<string>;
  email_hash: string;
  created_at: Generated<Date>;
}

/** The artist's choice for links past their 30 days (one row at most; none: `renew`). */
export interface LibrarySettingsTable {
  id: Generated<boolean>;
  after_expiry: 'renew' | 'none';
  updated_at: Generated<Date>;
}

export interface Database {
  invoice_counters: InvoiceCountersTable;
  library_sign_in_links: LibrarySignInLinksTable;
  library_sign_in_requests: LibrarySignInRequestsTable;
  library_settings: LibrarySettingsTable;
  refunds: RefundsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  download_grants: DownloadGrantsTable;
  commissions: CommissionsTable;
  commission_files: CommissionFilesTable;
  order_outbox: OrderOutboxTable;
  link_resend_requests: LinkResendRequestsTable;
  pack_rules: PackRulesTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type DownloadGrantRow = Selectable<DownloadGrantsTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type CommissionRow = Selectable<CommissionsTable>;
export type CommissionFileRow = Selectable<CommissionFilesTable>;
export type OrderOutboxRow = Selectable<OrderOutboxTable>;
export type RefundRow = Selectable<RefundsTable>;
export type PackRuleRow = Selectable<PackRulesTable>;
