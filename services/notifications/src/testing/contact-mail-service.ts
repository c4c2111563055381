import type { BuiltService } from '@shop/platform';
import {
  createTestDatabase,
  startMailCatcher,
  testRedisUrl,
  uniqueQueuePrefix,
  type MailCatcher,
  type TestDatabase,
} from '@shop/testkit';
import { buildApp, prepare } from '../app.js';
import { notificationsEnvSchema } from '../config.js';
import { createDeps, type NotificationsDeps } from '../deps.js';
import { TEST_INTERNAL_TOKEN, testMailEnv } from './test-mail-env.js';

/** Where the copies of contact messages go. */
export const CONTACT_TEST_ARTIST = 'artist@shop.example.com';

export interface ContactMailService {
  catcher: MailCatcher;
  deps: NotificationsDeps;
  service: BuiltService;
  /** The file's queue prefix, for the queues a test feeds itself. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * This service alone, as the contact form and the curator's replies reach it: on a database and
 * queue prefix of the file's own, sending to an SMTP catcher the test reads and can stop. `env`
 * adds the file's own settings (retry timings, the support address, the catalog).
 */
export async function startContactMailService(
  label: string,
  env: Record<string, string> = {},
): Promise<ContactMailService> {
  // A catalog's own prefix when the test shares one with it (its public generation), as a deployment does.
  const prefix = env.QUEUE_PREFIX ?? uniqueQueuePrefix(label);
  const database: TestDatabase = await createTestDatabase('notifications');
  const catcher = await startMailCatcher();
  const deps = createDeps(
    notificationsEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      ...testMailEnv(catcher.smtpUrl),
      CONTACT_TO: CONTACT_TEST_ARTIST,
      ...env,
    }),
  );
  await prepare(deps);
  const service = buildApp(deps);
  return {
    catcher,
    deps,
    service,
    prefix,
    async close() {
      for (const close of service.closers) await close();
      await service.app.close();
      await deps.close();
      await catcher.close();
      await database.drop();
    },
  };
}
