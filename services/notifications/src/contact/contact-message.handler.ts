import { CONTACT_JOBS, CONTACT_QUEUE, ContactJobSchema } from '@shop/contracts';
import type { JobConsumerSpec, JobHandler } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import { UnknownContactMessage, type ContactService } from './contact.service.js';

interface ContactHandlerDeps {
  contact: ContactService;
  metrics: NotificationMetrics;
}

/** Queue `contact-messages`: SMTP away is thrown and retried with back-off; a bad job never is. */
export function createContactHandlers({ contact, metrics }: ContactHandlerDeps): Record<string, JobHandler> {
  const send: JobHandler = async (job) => {
    const parsed = ContactJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed contact job: ${parsed.error.issues[0]?.message}`);
    const outcome = await contact.sendToArtist(parsed.data.messageId);
    metrics.messages.inc({ kind: 'contact-message', outcome });
    return outcome;
  };
  return { [CONTACT_JOBS.send]: send };
}

export function contactMessageConsumer(deps: ContactHandlerDeps): JobConsumerSpec {
  return {
    queue: CONTACT_QUEUE,
    jobNames: [CONTACT_JOBS.send],
    handlers: createContactHandlers(deps),
    // A message no longer stored cannot be copied, however often it is tried.
    isPermanent: (error) => error instanceof UnknownContactMessage,
    failureMessage: 'contact copy not sent',
  };
}
