import { randomUUID } from 'node:crypto';
import { LIBRARY_MAIL_JOBS, LIBRARY_MAIL_QUEUE, mailLibrarySignIn, type LibrarySignInJob } from '@shop/contracts';
import type { OrdersDeps } from '@shop/orders/deps';
import type { MailCatcher } from '@shop/testkit';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderMailStack, type OrderMailStack } from '../testing/order-mail-stack.js';
import { storePaidOrder } from '../testing/paid-order.js';
import { settledJob } from '../testing/settled-job.js';

const SUBJECT = 'Your sign-in link to your library at Algorithmic Art Gallery';
const LINK = /https:\/\/shop\.example\.com\/library#token=[A-Za-z0-9_-]{43}/;

// Library sign-in on the real chain: orders' sign-in request queues the e-mail on `library-mail`, and
// this service sends it over SMTP, once per request, the same e-mail whether or not the address
// bought anything.
describe('library sign-in e-mail', () => {
  let stack: OrderMailStack;
  let catcher: MailCatcher;
  let ordersDeps: OrdersDeps;
  let queue: Queue;

  beforeAll(async () => {
    stack = await startOrderMailStack('library-sign-in');
    ({ catcher, ordersDeps } = stack);
    queue = new Queue(LIBRARY_MAIL_QUEUE, { connection: stack.queueRedis, prefix: stack.prefix });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await stack?.close();
  });

  it('e-mails a single-use link, in HTML and text, to a buyer and to a stranger alike', async () => {
    const buyer = `buyer-${randomUUID()}@example.com`;
    await storePaidOrder(ordersDeps.db, {
      email: buyer,
      customerName: 'Ada',
      lines: [],
      grants: [{ originalName: 'fox.png' }],
      taxCents: null,
      paidEvent: 'none',
    });
    const stranger = `stranger-${randomUUID()}@example.com`;
    await ordersDeps.library.requestSignIn(buyer);
    await ordersDeps.library.requestSignIn(stranger);

    const [toBuyer] = await catcher.waitForMessagesTo(buyer);
    const [toStranger] = await catcher.waitForMessagesTo(stranger);
    for (const mail of [toBuyer, toStranger]) {
      expect(mail?.subject).toBe(SUBJECT);
      expect(mail?.text).toMatch(new RegExp(`Open my library: ${LINK.source}\\n`));
      expect(mail?.text).toMatch(/The link works once, until [A-Z][a-z]+ \d+, \d{4} at \d+:\d\d [AP]M UTC\./);
      expect(mail?.html).toMatch(new RegExp(`<a href="${LINK.source}"[^>]*>Open my library</a>`));
    }
    // The same words for both: only the link differs.
    const words = (text = '') => text.replace(LINK, 'LINK').replace(/until .+ UTC/, 'until WHEN');
    expect(words(toBuyer?.text)).toBe(words(toStranger?.text));
    expect(toBuyer?.text).not.toContain('fox.png');
    // An answer goes to the shop's support address (the frame's footer names it), not to From.
    const support = /Questions\? Write to (\S+@\S+)\.$/m.exec(toBuyer?.text ?? '')?.[1];
    expect(support).toBeDefined();
    const source = await (await fetch(`${catcher.webUrl}/api/email/${toBuyer?.id}/source`)).text();
    expect(source.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      new RegExp(`^Reply-To: Algorithmic Art Gallery <${support?.replace(/\./g, '\\.')}>$`, 'm'),
    );
  });

  it('sends a request once, and nothing for a link already past its time', async () => {
    const email = `late-${randomUUID()}@example.com`;
    const job = (overrides: Partial<LibrarySignInJob>): LibrarySignInJob => ({
      requestId: randomUUID(),
      email,
      url: `https://shop.example.com/library#token=${'A'.repeat(43)}`,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      ...overrides,
    });
    const late = job({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    await queue.add(LIBRARY_MAIL_JOBS.signIn, late, { jobId: mailLibrarySignIn.jobId(late) });
    expect((await settledJob(queue, mailLibrarySignIn.jobId(late))).job?.returnvalue).toBe('skipped');

    const once = job({});
    await queue.add(LIBRARY_MAIL_JOBS.signIn, once, { jobId: mailLibrarySignIn.jobId(once) });
    expect((await settledJob(queue, mailLibrarySignIn.jobId(once))).job?.returnvalue).toBe('sent');
    // The same request again (a retry after a crash): already done, no second e-mail.
    const repeatId = `${mailLibrarySignIn.jobId(once)}-repeat`;
    await queue.add(LIBRARY_MAIL_JOBS.signIn, once, { jobId: repeatId });
    expect((await settledJob(queue, repeatId)).job?.returnvalue).toBe('already-done');
    expect(await catcher.waitForMessagesTo(email, 1)).toHaveLength(1);
  });
});
