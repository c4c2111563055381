import { z } from 'zod';

/** A curator's answer to a contact message, written in the dashboard and e-mailed to the sender. */
export const CONTACT_REPLY_LIMITS = {
  textMax: 5000,
  subjectMax: 200,
} as const;

/** `sending` while SMTP has it (or a send was cut off), then `sent` or `failed` (which can be sent again). */
export const CONTACT_REPLY_STATUSES = ['sending', 'sent', 'failed'] as const;
export type ContactReplyStatus = (typeof CONTACT_REPLY_STATUSES)[number];

export const ContactReplySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The From address the reply leaves from. */
  sender: z.string(),
  status: z.enum(CONTACT_REPLY_STATUSES),
  /** Why the last send failed (SMTP's words), null unless `failed`. */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

export const CreateContactReplyBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a reply.')
    .max(CONTACT_REPLY_LIMITS.textMax, `A reply can be at most ${CONTACT_REPLY_LIMITS.textMax} characters.`),
  /** Default "Re: <the message's subject>". */
  subject: z
    .string()
    .trim()
    .min(1, 'The subject cannot be empty.')
    .max(CONTACT_REPLY_LIMITS.subjectMax, `The subject can be at most ${CONTACT_REPLY_LIMITS.subjectMax} characters.`)
    .optional(),
});
export type CreateContactReplyBody = z.infer<typeof CreateContactReplyBodySchema>;

export const ContactReplyParamsSchema = z.object({
  id: z.uuid('Unknown message.'),
  replyId: z.uuid('Unknown reply.'),
});
