import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrdersTable {
  id: Generated<string>;
  paypal_order_id: string;
  customer_email: string;
  customer_name: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  artwork_id: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
}

export interface DownloadGrantsTable {
  id: Generated<string>;
  order_id: string;
  artwork_id: string;
  token_hash: string;
  expires_at: Timestamp;
  download_count: Generated<number>;
  last_downloaded_at: Timestamp | null;
  created_at: Timestamp;
}

export interface Database {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  download_grants: DownloadGrantsTable;
}

export type OrderRow = Selectable<OrdersTable>;
