import type { ColumnType, Generated, Selectable } from 'kysely';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 'order-refund' is the order.refunded e-mail; links-resent and contact-message (the artist's copy). */
export type MessageKind =
  | 'order-receipt'
  | 'order-refund'
  | 'links-resent'
  | 'picks-delivered'
  | 'contact-message'
  /** A library sign-in link (no order). */
  | 'library-sign-in';
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

/** The contact form's messages, the dashboard Inbox. */
export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  read_at: NullableTimestamp;
  emailed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** The curator's answers to contact messages, kept before their e-mail is sent. */
export interface ContactRepliesTable {
  id: Generated<string>;
  message_id: string;
  subject: string;
  text: string;
  sender: string;
  status: Generated<'sending' | 'sent' | 'failed'>;
  email_message_id: string;
  failure_reason: NullableText;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

export interface Database {
  sent_messages: SentMessagesTable;
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
}

export type SentMessageRow = Selectable<SentMessagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type ContactReplyRow = Selectable<ContactRepliesTable>;
