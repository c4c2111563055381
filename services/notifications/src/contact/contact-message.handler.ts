import { CONTACT_JOBS, ContactJobSchema } from '@shop/contracts';
import type { JobHandler } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import type { ContactService } from './contact.service.js';

/**
 * Queue `contact-messages`: SMTP away is thrown and retried with back-off; a bad job never is (nor
 * a message no longer stored: the consumer's `isPermanent`).
 */
export function createContactHandlers({
  contact,
  metrics,
}: {
  contact: ContactService;
  metrics: NotificationMetrics;
}): Record<string, JobHandler> {
  const send: JobHandler = async (job) => {
    const parsed = ContactJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed contact job: ${parsed.error.issues[0]?.message}`);
    const outcome = await contact.sendToArtist(parsed.data.messageId);
    metrics.messages.inc({ kind: 'contact-message', outcome });
    return outcome;
  };
  return { [CONTACT_JOBS.send]: send };
}
