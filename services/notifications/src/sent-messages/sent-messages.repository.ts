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

/** What `sendOnce` did: sent now, skipped now, or found it done by an earlier run. */
export type SendOutcome = 'sent' | 'skipped' | 'already-done';

export function createSentMessageRepository(db: Kysely<Database>) {
  return {
    /**
     * Runs `send` at most once per idempotency key to completion. The key's row is claimed and
     * locked in a transaction that lasts through the SMTP exchange: a second run of the same
     * event waits on the lock, then finds the row `sent` and does nothing. When `send` throws,
     * the transaction rolls back and the next attempt starts afresh. (A crash between the SMTP
     * server's "250 OK" and the commit can still send twice; the stable Message-ID lets mail
     * clients fold such a duplicate.)
     */
    async sendOnce(
      claim: MessageClaim,
      send: () => Promise<SentMessage | { skipReason: string }>,
    ): Promise<SendOutcome> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sent_messages')
          .values({
            idempotency_key: claim.idempotencyKey,
            kind: claim.kind,
            order_id: claim.orderId,
            status: 'sending',
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('sent_messages')
          .select(['id', 'status'])
          .where('idempotency_key', '=', claim.idempotencyKey)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status !== 'sending') return 'already-done';

        const result = await send();
        if ('skipReason' in result) {
          await trx
            .updateTable('sent_messages')
            .set({ status: 'skipped', skip_reason: result.skipReason })
            .where('id', '=', row.id)
            .execute();
          return 'skipped';
        }
        await trx
          .updateTable('sent_messages')
          .set({
            status: 'sent',
            recipient: result.recipient,
            subject: result.subject,
            message_id: result.messageId,
            sent_at: sql<Date>`now()`,
          })
          .where('id', '=', row.id)
          .execute();
        return 'sent';
      });
    },

    async listForOrder(orderId: string): Promise<SentMessageRow[]> {
      return db.selectFrom('sent_messages').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    },
  };
}

export type SentMessageRepository = ReturnType<typeof createSentMessageRepository>;
