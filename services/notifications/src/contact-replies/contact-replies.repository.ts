import { sql, type Kysely } from 'kysely';
import type { ContactReplyRow, Database } from '../db/schema.js';

export interface NewContactReply {
  id: string;
  messageId: string;
  subject: string;
  text: string;
  sender: string;
  emailMessageId: string;
}

/** A send that has said nothing for this long was cut off (the process died): it may be sent again. */
const STALE_SENDING = sql<Date>`now() - interval '2 minutes'`;

export function createContactReplyRepository(db: Kysely<Database>) {
  return {
    /** Stored `sending`, its first attempt counted: the row exists before SMTP is spoken to. */
    async insert(reply: NewContactReply): Promise<ContactReplyRow> {
      return db
        .insertInto('contact_replies')
        .values({
          id: reply.id,
          message_id: reply.messageId,
          subject: reply.subject,
          text: reply.text,
          sender: reply.sender,
          email_message_id: reply.emailMessageId,
          attempts: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findById(messageId: string, replyId: string): Promise<ContactReplyRow | undefined> {
      return db
        .selectFrom('contact_replies')
        .selectAll()
        .where('id', '=', replyId)
        .where('message_id', '=', messageId)
        .executeTakeFirst();
    },

    /** The replies of these messages, oldest first. */
    async listFor(messageIds: readonly string[]): Promise<ContactReplyRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .selectFrom('contact_replies')
        .selectAll()
        .where('message_id', 'in', messageIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Takes a failed reply (or one whose send was cut off) back to `sending` for another attempt;
     * undefined when it is sent or another attempt is running, so two clicks send it once.
     */
    async claimRetry(messageId: string, replyId: string): Promise<ContactReplyRow | undefined> {
      return db
        .updateTable('contact_replies')
        .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
        .where('id', '=', replyId)
        .where('message_id', '=', messageId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'failed'),
            eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', STALE_SENDING)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
    },

    async markSent(id: string): Promise<ContactReplyRow> {
      return db
        .updateTable('contact_replies')
        .set({ status: 'sent', failure_reason: null, sent_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async markFailed(id: string, reason: string): Promise<ContactReplyRow> {
      return db
        .updateTable('contact_replies')
        .set({ status: 'failed', failure_reason: reason, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type ContactReplyRepository = ReturnType<typeof createContactReplyRepository>;
