import type { WithTransaction } from '@shop/platform';
import type { MessageClaim, SendOutcome, SentMessageRepository } from '../sent-messages/sent-messages.repository.js';
import { withBrandedFrame } from './branded-frame.js';
import type { BrandingSource } from './branding-source.js';
import type { MailBranding, RenderedMail } from './mail-layout.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/**
 * An e-mail ready to go, or why none is sent (recorded as skipped, never retried). `branding`: the
 * shop's branding the mail was rendered with; without it the current one frames the mail.
 */
export type ComposedMail =
  | { to: string; replyTo?: OutgoingMail['replyTo']; mail: RenderedMail; branding?: MailBranding }
  | { skipReason: string };

/**
 * Every e-mail this service sends goes through here: at most once per idempotency key (the claim
 * in `sent_messages`), with a Message-ID derived from that key so a duplicate that slips through
 * (a crash between SMTP's "250 OK" and the commit) folds in mail clients. Every one is
 * framed by the one branded template (the shop's name and logo, the support address).
 */
export function createOnceMailer({
  mailer,
  withTransaction,
  messageDomain,
  branding,
}: {
  mailer: Mailer;
  /** The shop's name, logo and support address for a mail composed without them. */
  branding: BrandingSource;
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
        const { to, replyTo } = composed;
        const shop = composed.branding ?? (await branding.current(`mail-${claim.kind}`));
        const mail = withBrandedFrame(composed.mail, shop);
        const messageId = `<${claim.idempotencyKey.replace(':', '.')}@${messageDomain}>`;
        // From names the shop as the dashboard sets it.
        await mailer.send({ to, ...(replyTo ? { replyTo } : {}), ...mail, messageId, fromName: shop.shopName });
        await sentMessages.markSent(row.id, { recipient: to, subject: mail.subject, messageId });
        return 'sent';
      });
    },
  };
}

export type OnceMailer = ReturnType<typeof createOnceMailer>;
