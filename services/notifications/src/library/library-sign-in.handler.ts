import { LIBRARY_MAIL_JOBS, LIBRARY_MAIL_QUEUE, LibrarySignInJobSchema } from '@shop/contracts';
import type { JobConsumerSpec, JobHandler } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { BrandingSource } from '../mail/branding-source.js';
import type { OnceMailer } from '../mail/once-mailer.js';
import type { NotificationMetrics } from '../metrics.js';
import { renderLibrarySignIn } from './library-sign-in-render.js';

interface LibrarySignInHandlerDeps {
  mail: OnceMailer;
  /** The shop's name for the subject, and the frame the mail is sent in. */
  branding: BrandingSource;
  metrics: NotificationMetrics;
}

/**
 * Queue `library-mail`: one sign-in e-mail per request, at most once (keyed on the
 * request). SMTP away is retried with back-off; a link already past its time is not sent at all.
 */
export function createLibrarySignInHandlers({
  mail,
  branding,
  metrics,
}: LibrarySignInHandlerDeps): Record<string, JobHandler> {
  const send: JobHandler = async (job) => {
    const parsed = LibrarySignInJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed library job: ${parsed.error.issues[0]?.message}`);
    const request = parsed.data;
    const outcome = await mail.send(
      { idempotencyKey: `library-sign-in:${request.requestId}`, kind: 'library-sign-in', orderId: null },
      async () => {
        if (new Date(request.expiresAt).getTime() <= Date.now())
          return { skipReason: 'the link expired before it was sent' };
        const shop = await branding.current(`library-sign-in-${request.requestId}`);
        // A buyer who answers the e-mail (the link failed, a question) reaches support, not the From address.
        const replyTo = { name: shop.shopName, address: shop.supportEmail };
        return { to: request.email, replyTo, branding: shop, mail: renderLibrarySignIn(request, shop) };
      },
    );
    metrics.messages.inc({ kind: 'library-sign-in', outcome });
    return outcome;
  };
  return { [LIBRARY_MAIL_JOBS.signIn]: send };
}

export function librarySignInConsumer(deps: LibrarySignInHandlerDeps): JobConsumerSpec {
  return {
    queue: LIBRARY_MAIL_QUEUE,
    jobNames: [LIBRARY_MAIL_JOBS.signIn],
    handlers: createLibrarySignInHandlers(deps),
    isPermanent: () => false,
    failureMessage: 'library sign-in e-mail not sent',
  };
}
