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
  sentMessages,
  messageDomain,
}: {
  mailer: Mailer;
  sentMessages: SentMessageRepository;
  /** The Message-ID's domain. */
  messageDomain: string;
}) {
  return {
    async send(claim: MessageClaim, compose: () => Promise<ComposedMail>): Promise<SendOutcome> {
      return sentMessages.sendOnce(claim, async () => {
        const composed = await compose();
        if ('skipReason' in composed) return composed;
        const { to, replyTo, mail } = composed;
        const messageId = `<${claim.idempotencyKey.replace(':', '.')}@${messageDomain}>`;
        await mailer.send({ to, ...(replyTo ? { replyTo } : {}), ...mail, messageId });
        return { recipient: to, subject: mail.subject, messageId };
      });
    },
  };
}

export type OnceMailer = ReturnType<typeof createOnceMailer>;
