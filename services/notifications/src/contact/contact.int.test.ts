import { randomUUID } from 'node:crypto';
import { CONTACT_JOBS, CONTACT_QUEUE, contactJobId, INTERNAL_HEADERS } from '@shop/contracts';
import { createRedis, type BuiltService } from '@shop/platform';
import { testRedisUrl, waitFor, type MailCatcher } from '@shop/testkit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsDeps } from '../deps.js';
import {
  CONTACT_TEST_ARTIST as ARTIST,
  startContactMailService,
  type ContactMailService,
} from '../testing/contact-mail-service.js';
import { TEST_INTERNAL_TOKEN as TOKEN } from '../testing/test-mail-env.js';
import { settledJob } from '../testing/settled-job.js';

// Contact that arrives on PostgreSQL, Redis and an SMTP catcher: the message is kept
// first, then its copy goes to the artist through a job that survives SMTP being down, once.
describe('contact messages: kept, then copied to the artist once', () => {
  let started: ContactMailService;
  let catcher: MailCatcher;
  let deps: NotificationsDeps;
  let service: BuiltService;
  let queue: Queue;
  let queueRedis: Redis;

  beforeAll(async () => {
    started = await startContactMailService('contact', { CONTACT_RETRY_BACKOFF_MS: '200', CONTACT_SWEEP_MS: '200' });
    ({ catcher, deps, service } = started);
    queueRedis = createRedis(testRedisUrl(), 'worker');
    queue = new Queue(CONTACT_QUEUE, { connection: queueRedis, prefix: started.prefix });
  });
  afterAll(async () => {
    await started?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    queueRedis?.disconnect();
  });

  async function submit(subject: string): Promise<string> {
    const answer = await service.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { [INTERNAL_HEADERS.token]: TOKEN },
      payload: { name: 'Grace', email: `grace-${randomUUID()}@example.com`, subject, message: 'Hello!' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  }

  const copiesOf = async (subject: string) =>
    (await catcher.messagesTo(ARTIST)).filter((mail) => mail.subject.endsWith(subject));

  const finished = (jobId: string) => settledJob(queue, jobId);

  const emailedAt = async (id: string) =>
    (await deps.db.selectFrom('contact_messages').select('emailed_at').where('id', '=', id).executeTakeFirst())
      ?.emailed_at;

  it('sends one copy per message, even when its job runs again', async () => {
    const subject = `Once ${randomUUID()}`;
    const id = await submit(subject);
    const first = await finished(contactJobId(id));
    expect(first.state).toBe('completed');
    expect(await copiesOf(subject)).toHaveLength(1);
    expect(await emailedAt(id)).toBeInstanceOf(Date);
    // Answering the copy goes to the sender; its Message-ID is the message's, so a repeat would fold.
    const [copy] = await copiesOf(subject);
    const source = (await (await fetch(`${catcher.webUrl}/api/email/${copy?.id}/source`)).text()).replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(source).toMatch(/^Reply-To: Grace <grace-[0-9a-f-]+@example\.com>$/m);
    expect(source).toMatch(new RegExp(`^Message-ID: <contact-message\\.${id}@shop\\.example\\.com>$`, 'im'));

    await queue.add(CONTACT_JOBS.send, { messageId: id }, { jobId: `${contactJobId(id)}-again` });
    const again = await finished(`${contactJobId(id)}-again`);
    expect(again.job?.returnvalue).toBe('already-done');
    expect(await copiesOf(subject)).toHaveLength(1);
  });

  it('keeps the message while SMTP is down, retries, and delivers the copy once it is back', async () => {
    await catcher.stop();
    const subject = `Outage ${randomUUID()}`;
    let id = '';
    try {
      id = await submit(subject);
      await waitFor(async () => ((await queue.getJob(contactJobId(id)))?.attemptsMade ?? 0) >= 2, {
        timeoutMs: 20_000,
        what: 'two failed attempts',
      });
      expect(await emailedAt(id)).toBeNull();
    } finally {
      await catcher.start();
    }
    const { state } = await finished(contactJobId(id));
    expect(state).toBe('completed');
    expect(await copiesOf(subject)).toHaveLength(1);
  });

  it('queues the copy of a message whose job was never added (Redis away when it came)', async () => {
    const subject = `Swept ${randomUUID()}`;
    const row = await deps.db
      .insertInto('contact_messages')
      .values({
        name: 'Grace',
        email: 'grace@example.com',
        subject,
        message: 'Stored while Redis was away.',
        created_at: sql<Date>`now() - interval '5 minutes'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await waitFor(async () => (await copiesOf(subject)).length === 1, { timeoutMs: 20_000, what: 'the swept copy' });
    await waitFor(async () => (await emailedAt(row.id)) ?? undefined, { timeoutMs: 10_000, what: 'emailed_at' });
  });

  it('refuses a sixth message from one address within the hour with a 429', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    const send = () =>
      service.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { [INTERNAL_HEADERS.token]: TOKEN },
        payload: { name: 'Busy', email, subject: 'Again', message: 'Hello' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain('60 minutes');
  });
});
