import { CONTACT_JOBS, ContactJobSchema } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import { UnknownContactMessage, type ContactService } from './contact.service.js';

/** Queue `contact-messages`: SMTP away is thrown and retried with back-off; a bad job never is. */
export function createContactHandlers({
  contact,
  metrics,
  log,
}: {
  contact: ContactService;
  metrics: NotificationMetrics;
  log: Logger;
}): Record<string, JobHandler> {
  const send: JobHandler = async (job) => {
    const parsed = ContactJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed contact job: ${parsed.error.issues[0]?.message}`);
    try {
      const outcome = await contact.sendToArtist(parsed.data.messageId);
      metrics.messages.inc({ kind: 'contact-message', outcome });
      return outcome;
    } catch (error) {
      if (error instanceof UnknownContactMessage) {
        log.error({ contactMessageId: parsed.data.messageId, jobId: job.id }, 'contact copy not sent: unknown message');
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };
  return { [CONTACT_JOBS.send]: send };
}
