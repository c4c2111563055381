import { z } from 'zod';
import { ContactReplySchema } from './contact-replies.js';

/** Contact that arrives: limits of the contact form (the server enforces them). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  /** Links (http://, https://, www.) a message may hold; spam carries many. */
  linksMax: 3,
} as const;

const required = (field: string) => `Please enter your ${field}.`;

/** Counts web links in a text, as the contact form's spam limit counts them. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./gi) ?? []).length;
}

export const ContactBodySchema = z.object({
  name: z.string().trim().min(1, required('name')).max(CONTACT_LIMITS.nameMax, 'Your name is too long.'),
  email: z
    .string()
    .trim()
    .min(1, required('e-mail address'))
    .max(CONTACT_LIMITS.emailMax, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  subject: z
    .string()
    .trim()
    .min(1, required('subject'))
    .max(CONTACT_LIMITS.subjectMax, `The subject can be at most ${CONTACT_LIMITS.subjectMax} characters.`),
  message: z
    .string()
    .trim()
    .min(1, required('message'))
    .max(CONTACT_LIMITS.messageMax, `The message can be at most ${CONTACT_LIMITS.messageMax} characters.`)
    .refine(
      (text) => countLinks(text) <= CONTACT_LIMITS.linksMax,
      `Please include at most ${CONTACT_LIMITS.linksMax} links in your message.`,
    ),
  /** Honeypot: a field people never see. Anything in it marks the sender as a robot. */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactAcceptedSchema = z.object({ id: z.string(), message: z.string() });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** When the artist's copy left (null while it is queued or SMTP is away). */
  emailedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The answers sent from the dashboard, oldest first. */
  replies: z.array(ContactReplySchema),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageListSchema = z.object({
  items: z.array(ContactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

export const ListContactMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ContactMessageParamsSchema = z.object({ id: z.uuid('Unknown message.') });
export const MarkContactMessageBodySchema = z.object({ isRead: z.boolean() });
