import { defineEvent } from '../shared/event.js';
import { LibrarySignInJobSchema, type LibrarySignInJob } from './library.js';

/**
 * Orders asks notifications to mail a library sign-in link. The link is in the job (it
 * exists nowhere else but the e-mail; orders keeps its hash), so the job is removed once done.
 */
export const mailLibrarySignIn = defineEvent({
  queue: 'library-mail',
  job: 'send-library-sign-in',
  summary: 'Mail a single-use sign-in link to a buyer’s library',
  publisher: 'orders',
  consumers: ['notifications'],
  payload: LibrarySignInJobSchema,
  jobId: (job: LibrarySignInJob) => `library-sign-in-${job.requestId}`,
});

export const LIBRARY_MAIL_QUEUE = mailLibrarySignIn.queue;
export const LIBRARY_MAIL_JOBS = { signIn: mailLibrarySignIn.job } as const;
export const LIBRARY_EVENTS = [mailLibrarySignIn] as const;
