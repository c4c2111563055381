import type { ContactReply } from '@shop/contracts';
import type { ContactReplyRow } from '../db/schema.js';

export function toContactReply(row: ContactReplyRow): ContactReply {
  return {
    id: row.id,
    messageId: row.message_id,
    subject: row.subject,
    text: row.text,
    sender: row.sender,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failure_reason : null,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

/** Each message's replies, oldest first (rows come ordered). */
export function repliesByMessage(rows: readonly ContactReplyRow[]): Map<string, ContactReply[]> {
  const byMessage = new Map<string, ContactReply[]>();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push(toContactReply(row));
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}
