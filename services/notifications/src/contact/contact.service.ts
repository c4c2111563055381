import { randomUUID } from 'node:crypto';
import {
  CONTACT_JOBS,
  contactJobId,
  type ContactAccepted,
  type ContactBody,
  type ContactMessage,
  type ContactMessageList,
} from '@shop/contracts';
import { NotFound, TooManyRequests, type Logger } from '@shop/platform';
import type { JobsOptions, Queue } from 'bullmq';
import type { ContactReplyRepository } from '../contact-replies/contact-replies.repository.js';
import { repliesByMessage } from '../contact-replies/to-contact-reply.js';
import type { ContactMessageRow } from '../db/schema.js';
import type { BrandingSource } from '../mail/branding-source.js';
import type { OnceMailer } from '../mail/once-mailer.js';
import type { SendOutcome } from '../sent-messages/sent-messages.repository.js';
import { renderContactMessage } from './contact-render.js';
import type { ContactRepository } from './contact.repository.js';

export interface ContactServiceDeps {
  contacts: ContactRepository;
  /** The answers sent from the dashboard, listed with their message. */
  replies: ContactReplyRepository;
  queue: Queue;
  jobOptions: JobsOptions;
  mail: OnceMailer;
  log: Logger;
  /** The shop's name as the dashboard sets it, in the copy's subject. */
  branding: BrandingSource;
  /** The artist's address: every message is copied there. */
  contactTo: string;
  perAddressMax: number;
  windowMs: number;
}

/** SPEC §8's success text, also the server's answer. */
export const CONTACT_ACCEPTED_MESSAGE = "Thank you for your inquiry. We'll get back to you soon.";

/** Thrown when a job names a message that is not stored: no retry can make it appear. */
export class UnknownContactMessage extends Error {}

function toContactMessage(row: ContactMessageRow, replies: ContactMessage['replies'] = []): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: row.read_at !== null,
    emailedAt: row.emailed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    replies,
  };
}

/**
 * Contact that arrives: a message is stored first (the Inbox has it whatever happens
 * next), then a job copies it to the artist. The job is keyed on the message and the copy on its
 * idempotency key, so a retried or re-queued job sends it once.
 */
export function createContactService(deps: ContactServiceDeps) {
  const { contacts, log } = deps;

  const withReplies = async (rows: ContactMessageRow[]): Promise<ContactMessage[]> => {
    const byMessage = repliesByMessage(await deps.replies.listFor(rows.map((row) => row.id)));
    return rows.map((row) => toContactMessage(row, byMessage.get(row.id)));
  };

  const enqueue = async (messageId: string) => {
    await deps.queue.add(CONTACT_JOBS.send, { messageId }, { ...deps.jobOptions, jobId: contactJobId(messageId) });
  };

  return {
    async submit(body: ContactBody): Promise<ContactAccepted> {
      if (body.website !== undefined && body.website.trim() !== '') {
        // A robot filled the field people never see: it gets the usual answer and nothing is kept.
        log.info('contact message dropped: honeypot filled');
        return { id: randomUUID(), message: CONTACT_ACCEPTED_MESSAGE };
      }
      const recent = await contacts.countRecentFrom(body.email, deps.windowMs);
      if (recent >= deps.perAddressMax) {
        const minutes = Math.ceil(deps.windowMs / 60_000);
        throw new TooManyRequests(
          `You have already sent ${recent} messages in the last ${minutes} minutes. Please wait before sending another, or e-mail us directly.`,
        );
      }
      const row = await contacts.insert({
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
      });
      try {
        await enqueue(row.id);
      } catch (error) {
        // Kept and in the Inbox; the sweep queues its copy once Redis answers again.
        log.warn({ err: error, contactMessageId: row.id }, 'contact message stored; e-mail not queued yet');
      }
      log.info({ contactMessageId: row.id }, 'contact message received');
      return { id: row.id, message: CONTACT_ACCEPTED_MESSAGE };
    },

    async list(limit: number, offset: number): Promise<ContactMessageList> {
      const { rows, total, unread } = await contacts.list(limit, offset);
      return { items: await withReplies(rows), total, unread };
    },

    async get(id: string): Promise<ContactMessage> {
      const row = await contacts.findById(id);
      if (!row) throw new NotFound('Message not found.');
      const [message] = await withReplies([row]);
      return message ?? toContactMessage(row);
    },

    async setRead(id: string, isRead: boolean): Promise<ContactMessage> {
      const row = await contacts.setRead(id, isRead);
      if (!row) throw new NotFound('Message not found.');
      const [message] = await withReplies([row]);
      return message ?? toContactMessage(row);
    },

    /** The job: the artist's copy, Reply-To the sender, once per message. */
    async sendToArtist(messageId: string): Promise<SendOutcome> {
      const outcome = await deps.mail.send(
        { idempotencyKey: `contact-message:${messageId}`, kind: 'contact-message', orderId: null },
        async () => {
          const row = await contacts.findById(messageId);
          if (!row) throw new UnknownContactMessage(`Contact message ${messageId} is not stored`);
          const shop = await deps.branding.current(`contact-message-${messageId}`);
          return {
            to: deps.contactTo,
            replyTo: { name: row.name.replace(/\s+/g, ' ').trim(), address: row.email },
            branding: shop,
            mail: renderContactMessage(row, shop.shopName),
          };
        },
      );
      await contacts.markEmailed(messageId);
      return outcome;
    },

    /**
     * Queues the copies of messages whose job was never added (Redis was away when they came).
     * A message whose job exists (waiting, retrying, or failed for good and kept for inspection)
     * is left to it; answers how many were queued.
     */
    async requeueNotEmailed(): Promise<number> {
      let queued = 0;
      for (const id of await contacts.listNotEmailed(60_000, 100)) {
        if (await deps.queue.getJob(contactJobId(id))) continue;
        await enqueue(id);
        queued += 1;
      }
      return queued;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
