import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PaymentOrdersTable {
  id: Generated<string>;
  provider: string;
  provider_order_id: string;
  request_id: string;
  state_code: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  currency: string;
  status: string;
  items: ColumnType<unknown, string, string>;
  capture_id: string | null;
  payer_email: string | null;
  payer_given_name: string | null;
  payer_surname: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  payment_orders: PaymentOrdersTable;
}
