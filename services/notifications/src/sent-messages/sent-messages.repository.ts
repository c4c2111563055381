import { sql, type Kysely } from 'kysely';
import type { Database, MessageKind, SentMessageRow } from '../db/schema.js';

export interface MessageClaim {
  idempotencyKey: string;
  kind: MessageKind;
  orderId: string | null;
}

export interface SentMessage {
  recipient: string;
  subject: string;
  messageId: string;
}

/** What a once-only send did: sent now, skipped now, or found it done by an earlier run. */
export type SendOutcome = 'sent' | 'skipped' | 'already-done';

export function createSentMessageRepository(db: Kysely<Database>) {
  return {
    /**
     * The key's row, created `sending` if new, and locked until the transaction ends: run it in
     * one (`withTransaction`), so a second run of the same event waits here, then finds it done.
     * One statement: an insert holds its new row's lock, and an upsert that meets the key locks
     * the row it meets (as `select … for update` would) and answers with it as it is.
     */
    async claim(claim: MessageClaim): Promise<Pick<SentMessageRow, 'id' | 'status'>> {
      return db
        .insertInto('sent_messages')
        .values({
          idempotency_key: claim.idempotencyKey,
          kind: claim.kind,
          order_id: claim.orderId,
          status: 'sending',
        })
        .onConflict((oc) =>
          oc.column('idempotency_key').doUpdateSet({ idempotency_key: (eb) => eb.ref('excluded.idempotency_key') }),
        )
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
    },

    async markSkipped(id: SentMessageRow['id'], skipReason: string): Promise<void> {
      await db
        .updateTable('sent_messages')
        .set({ status: 'skipped', skip_reason: skipReason })
        .where('id', '=', id)
        .execute();
    },

    async markSent(id: SentMessageRow['id'], sent: SentMessage): Promise<void> {
      await db
        .updateTable('sent_messages')
        .set({
          status: 'sent',
          recipient: sent.recipient,
          subject: sent.subject,
          message_id: sent.messageId,
          sent_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    async listForOrder(orderId: string): Promise<SentMessageRow[]> {
      return db.selectFrom('sent_messages').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    },
  };
}

export type SentMessageRepository = ReturnType<typeof createSentMessageRepository>;
