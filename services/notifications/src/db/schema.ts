import type { ColumnType, Generated, Selectable } from 'kysely';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Issue #14: 'order-refund' is the order.refunded e-mail. */
export type MessageKind = 'order-receipt' | 'order-refund';
export type MessageStatus = 'sending' | 'sent' | 'skipped';

export interface SentMessagesTable {
  id: Generated<string>;
  idempotency_key: string;
  kind: MessageKind;
  order_id: NullableText;
  status: MessageStatus;
  recipient: NullableText;
  subject: NullableText;
  message_id: NullableText;
  skip_reason: NullableText;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

export interface Database {
  sent_messages: SentMessagesTable;
}

export type SentMessageRow = Selectable<SentMessagesTable>;
