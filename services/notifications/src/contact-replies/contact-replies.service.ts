import { randomUUID } from 'node:crypto';
import type { ContactReply, CreateContactReplyBody } from '@shop/contracts';
import { Conflict, NotFound, type Logger } from '@shop/platform';
import type { ContactRepository } from '../contact/contact.repository.js';
import type { ContactMessageRow, ContactReplyRow } from '../db/schema.js';
import { withBrandedFrame } from '../mail/branded-frame.js';
import type { BrandingSource } from '../mail/branding-source.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { defaultReplySubject, oneLine, renderContactReply } from './contact-reply-render.js';
import type { ContactReplyRepository } from './contact-replies.repository.js';
import { toContactReply } from './to-contact-reply.js';

export interface ContactReplyServiceDeps {
  contacts: ContactRepository;
  replies: ContactReplyRepository;
  /** The SMTP mailer every e-mail of the shop goes through. */
  mailer: Mailer;
  /** The From header (MAIL_FROM), kept as the reply's sender. */
  from: string;
  /** The shop's name and support address (the dashboard's identity): the frame and the Reply-To. */
  branding: BrandingSource;
  messageDomain: string;
  log: Logger;
}

/**
 * Threading headers, so the sender's mail client shows the answers as one conversation.
 * createSmtpMailer hands every field of the mail to nodemailer, which writes these.
 */
type ThreadedMail = OutgoingMail & { inReplyTo?: string; references?: string[] };

const FAILURE_REASON_MAX = 300;

/**
 * Answers to contact messages, written in the dashboard. A reply is stored first, then
 * e-mailed, and the outcome recorded on it: a failed send is kept and can be sent again. Its
 * Message-ID is fixed when it is stored, so an e-mail that did leave before a cut-off send folds
 * with its repeat in the sender's mail client.
 */
export function createContactReplyService(deps: ContactReplyServiceDeps) {
  const { contacts, replies, log } = deps;

  const messageOf = async (messageId: string): Promise<ContactMessageRow> => {
    const message = await contacts.findById(messageId);
    if (!message) throw new NotFound('Message not found.');
    return message;
  };

  /** One SMTP attempt; its outcome is recorded whatever happens. */
  const deliver = async (reply: ContactReplyRow, message: ContactMessageRow): Promise<ContactReply> => {
    // A message sent with the form has no Message-ID; the earlier answers that left do.
    const earlier = (await replies.listFor([message.id]))
      .filter((row) => row.status === 'sent' && row.id !== reply.id && row.created_at <= reply.created_at)
      .map((row) => row.email_message_id);
    const shop = await deps.branding.current(`contact-reply-${reply.id}`);
    const mail: ThreadedMail = {
      to: message.email,
      replyTo: { name: shop.shopName, address: shop.supportEmail },
      ...withBrandedFrame(renderContactReply(reply, message), shop),
      messageId: reply.email_message_id,
      fromName: shop.shopName,
      ...(earlier.length > 0 ? { inReplyTo: earlier.at(-1), references: earlier } : {}),
    };
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, FAILURE_REASON_MAX);
      log.warn({ err: error, contactReplyId: reply.id }, 'contact reply stored; e-mail not sent');
      return toContactReply(await replies.markFailed(reply.id, reason));
    }
    log.info({ contactReplyId: reply.id, contactMessageId: message.id }, 'contact reply sent');
    return toContactReply(await replies.markSent(reply.id));
  };

  return {
    async reply(messageId: string, body: CreateContactReplyBody): Promise<ContactReply> {
      const message = await messageOf(messageId);
      const id = randomUUID();
      const stored = await replies.insert({
        id,
        messageId,
        subject: oneLine(body.subject ?? defaultReplySubject(message.subject)),
        text: body.text,
        sender: deps.from,
        emailMessageId: `<contact-reply.${id}@${deps.messageDomain}>`,
      });
      // Answered is handled: the Inbox counts it as read.
      await contacts.setRead(messageId, true);
      return deliver(stored, message);
    },

    /** "Send again" for a reply whose e-mail failed. */
    async resend(messageId: string, replyId: string): Promise<ContactReply> {
      const message = await messageOf(messageId);
      const claimed = await replies.claimRetry(messageId, replyId);
      if (!claimed) {
        const current = await replies.findById(messageId, replyId);
        if (!current) throw new NotFound('Reply not found.');
        throw new Conflict(current.status === 'sent' ? 'This reply was already sent.' : 'This reply is being sent.');
      }
      return deliver(claimed, message);
    },
  };
}

export type ContactReplyService = ReturnType<typeof createContactReplyService>;
