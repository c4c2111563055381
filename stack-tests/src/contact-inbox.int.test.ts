import { randomUUID } from 'node:crypto';
import { uniqueQueuePrefix, waitFor, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Contact that arrives through the gateway: the contact form's message is stored by
// the notifications service (the built process), listed in the curator's Inbox, and e-mailed to
// the artist (CONTACT_TO) with Reply-To the sender, through the real SMTP catcher.

const ARTIST = 'artist@shop.example';

interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  emailedAt: string | null;
}

describe('contact messages: stored, in the Inbox, e-mailed to the artist', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack(
      { RATE_LIMIT_CONTACT_MAX: '3' },
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('contact') },
        notificationsEnv: { CONTACT_TO: ARTIST, CONTACT_PER_ADDRESS_MAX: '2' },
        mail: true,
      },
    );
    if (!stack.mail) throw new Error('the stack started no mail catcher');
    mail = stack.mail;
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Grace Hopper',
    email: `grace-${randomUUID()}@example.com`,
    subject: `Commission ${randomUUID().slice(0, 8)}`,
    message: 'Could you make a large print of Neon Fox?\nThanks!',
    ...overrides,
  });
  const send = (payload: unknown, remoteAddress = freshAddress()) =>
    asShopper(stack, { method: 'POST', url: '/api/contact', payload, remoteAddress });
  const inbox = async () => {
    const answer = await stack.gateway.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: { cookie: adminCookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: InboxMessage[]; total: number; unread: number }>();
  };
  const mark = (id: string, isRead: boolean) =>
    stack.gateway.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: { cookie: adminCookie },
      payload: { isRead },
    });

  it('stores the message, lists it newest first and unread, and e-mails it to the artist with Reply-To the sender', async () => {
    const sent = message({ name: 'Grace <Hopper>' });
    const answer = await send(sent);
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = answer.json<{ id: string }>();

    const before = await inbox();
    expect(before.items[0]).toMatchObject({ id, email: sent.email, subject: sent.subject, isRead: false });
    expect(before.items[0]?.message).toBe(sent.message);
    expect(before.unread).toBeGreaterThanOrEqual(1);

    const copy = await waitFor(
      async () => (await mail.messagesTo(ARTIST)).find((caught) => caught.subject.includes(sent.subject)),
      { timeoutMs: 30_000, what: 'the artist’s copy' },
    );
    expect(copy.subject).toBe(`[Algorithmic Art Gallery contact] ${sent.subject}`);
    expect(copy.text).toContain(sent.message);
    expect(copy.text).toContain(`From: Grace <Hopper> <${sent.email}>`);
    expect(copy.html).toContain('Grace &lt;Hopper&gt;');
    // The message as it arrived: answering the copy goes to the sender.
    const source = (await (await fetch(`${mail.webUrl}/api/email/${copy.id}/source`)).text()).replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(source).toMatch(new RegExp(`^Reply-To: .*<${sent.email.replace(/[.]/g, '\\.')}>$`, 'm'));

    // The Inbox says it left.
    await waitFor(async () => (await inbox()).items.find((item) => item.id === id)?.emailedAt ?? undefined, {
      timeoutMs: 10_000,
      what: 'emailedAt',
    });

    const read = await mark(id, true);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<InboxMessage>().isRead).toBe(true);
    expect((await inbox()).unread).toBe(before.unread - 1);
    expect((await mark(id, false)).json<InboxMessage>().isRead).toBe(false);
    expect((await inbox()).unread).toBe(before.unread);

    const one = await stack.gateway.inject({
      method: 'GET',
      url: `/api/contact-messages/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(one.json<InboxMessage>().name).toBe('Grace <Hopper>');
  });

  it('keeps the Inbox to the curator', async () => {
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
    const patch = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${randomUUID()}`,
      payload: { isRead: true },
    });
    expect(patch.statusCode).toBe(401);
    const unknown = await stack.gateway.inject({
      method: 'GET',
      url: `/api/contact-messages/${randomUUID()}`,
      headers: { cookie: adminCookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['name', { name: '' }, 'name'],
    ['email', { email: 'grace-at-example' }, 'email'],
    ['subject', { subject: 'x'.repeat(201) }, 'subject'],
    ['message', { message: 'see http://a.example http://b.example http://c.example www.d.example' }, 'links'],
  ])('refuses a bad %s, naming it, and stores nothing', async (_field, overrides, expected) => {
    const before = (await inbox()).total;
    const answer = await send(message(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(expected);
    expect((await inbox()).total).toBe(before);
  });

  it('answers a robot that filled the hidden field as usual and keeps nothing', async () => {
    const before = (await inbox()).total;
    const answer = await send(message({ website: 'http://spam.example' }));
    expect(answer.statusCode).toBe(201);
    expect((await inbox()).total).toBe(before);
  });

  it('limits messages per sender address', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    expect((await send(message({ email }))).statusCode).toBe(201);
    expect((await send(message({ email: email.toUpperCase() }))).statusCode).toBe(201);
    const refused = await send(message({ email }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/Please wait/);
  });

  it('limits messages per client IP at the gateway, in minutes', async () => {
    const client = freshAddress();
    for (let i = 0; i < 3; i++) expect((await send(message(), client)).statusCode).toBe(201);
    const refused = await send(message(), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/try again in \d+ minutes?\./);
  });
});
