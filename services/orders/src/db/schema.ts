import type { LineKind, OrderEventType, ProductKind } from '@shop/contracts';
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
  status: Generated<string>;
  /** Null on orders stored before 202611250000_add-order-facts. */
  state_code: NullableText;
  /** numeric: pg hands it back as an exact decimal string. */
  tax_rate: NullableText;
  capture_id: NullableText;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  created_at: Generated<Date>;
}

/** Events waiting to be (or already) published on `order-events`; see events/outbox-relay.ts. */
export interface OrderOutboxTable {
  id: Generated<string>;
  type: OrderEventType;
  order_id: string;
  created_at: Generated<Date>;
  published_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: NullableText;
}

export interface Database {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  download_grants: DownloadGrantsTable;
  order_outbox: OrderOutboxTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type DownloadGrantRow = Selectable<DownloadGrantsTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderOutboxRow = Selectable<OrderOutboxTable>;
