import { z } from 'zod';
import { defineEvent } from '../shared/event.js';

export const ContactJobSchema = z.object({ messageId: z.uuid() });

/** notifications' own queue: one job per stored message, keyed on it, so the artist's copy goes once. */
export const mailContactMessage = defineEvent({
  queue: 'contact-messages',
  job: 'send-contact-message',
  summary: "Mail a stored contact message to the artist (the shop's copy is in the dashboard)",
  publisher: 'notifications',
  consumers: ['notifications'],
  payload: ContactJobSchema,
  jobId: (job: z.infer<typeof ContactJobSchema>) => `contact-${job.messageId}`,
});

export const CONTACT_QUEUE = mailContactMessage.queue;
export const CONTACT_JOBS = { send: mailContactMessage.job } as const;
export const contactJobId = (messageId: string) => mailContactMessage.jobId({ messageId });

export const CONTACT_EVENTS = [mailContactMessage] as const;
