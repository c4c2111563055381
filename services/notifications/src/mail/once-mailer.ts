import type { WithTransaction } from '@shop/platform';
import type { MessageClaim, SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import type { RenderedMail } from './mail-layout.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/** An e-mail ready to go, or why none is sent (recorded as skipped, never retried). */
export type ComposedMail =
  { to: string; replyTo?: OutgoingMail['replyTo']; mail: RenderedMail } | { skipReason: string };

/**
 * Every e-mail this service sends goes through here: at most once per idempotency key (the claim
 * in `sent_messages`), with a Message-ID derived from that key so a duplicate that slips through
 * (a crash between SMTP's "250 OK" and the commit) folds in mail clients.
 */
export function createOnceMailer({
  mailer,
  withTransaction,
  messageDomain,
}: {
  mailer: Mailer;
  withTransaction: WithTransaction<SentMessageRepository>;
  /** The Message-ID's domain. */
  messageDomain: string;
}) {
  return {
    /**
     * The claim's lock lasts through the SMTP exchange: a second run of the same event waits on
     * it, then finds the row done. When sending throws, the transaction rolls back and the next
     * attempt starts afresh.
     */
    async send(claim: MessageClaim, compose: () => Promise<ComposedMail>): Promise<SendOutcome> {
      return withTransaction(async (sentMessages) => {
        const row = await sentMessages.claim(claim);
        if (row.status !== 'sending') return 'already-done';
        const composed = await compose();
        if ('skipReason' in composed) {
          await sentMessages.markSkipped(row.id, composed.skipReason);
          return 'skipped';
        }
        const { to, replyTo, mail } = composed;
        const messageId = `<${claim.idempotencyKey.replace(':', '.')}@${messageDomain}>`;
        await mailer.send({ to, ...(replyTo ? { replyTo } : {}), ...mail, messageId });
        await sentMessages.markSent(row.id, { recipient: to, subject: mail.subject, messageId });
        return 'sent';
      });
    },
  };
}

export type OnceMailer = ReturnType<typeof createOnceMailer>;
