import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, type ContactMessage, type ContactMessageList, type ContactReply } from '@shop/contracts';
import type { BuiltService } from '@shop/platform';
import type { MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContactMailService, type ContactMailService } from '../testing/contact-mail-service.js';
import { TEST_INTERNAL_TOKEN as TOKEN } from '../testing/test-mail-env.js';

const SUPPORT = 'support@shop.example.com';
const asCurator = { [INTERNAL_HEADERS.token]: TOKEN, [INTERNAL_HEADERS.role]: 'admin' };
const asPublic = { [INTERNAL_HEADERS.token]: TOKEN };

// Contact replies on PostgreSQL and an SMTP catcher: an answer written in the dashboard is kept with its
// message, e-mailed to the sender (Reply-To the shop's support address), and a failed send is kept
// and can be sent again.
describe('replies to contact messages: stored, sent through the shop mail, kept with the message', () => {
  let started: ContactMailService;
  let catcher: MailCatcher;
  let service: BuiltService;

  beforeAll(async () => {
    started = await startContactMailService('contact-replies', {
      SUPPORT_EMAIL: SUPPORT,
      // No catalog answers: the e-mails are framed with the configured name and support address.
      CATALOG_URL: 'http://127.0.0.1:9',
    });
    ({ catcher, service } = started);
  });
  afterAll(async () => {
    await started?.close();
  });

  async function submit(subject: string): Promise<{ id: string; email: string }> {
    const email = `grace-${randomUUID()}@example.com`;
    const answer = await service.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: asPublic,
      payload: { name: 'Grace', email, subject, message: 'Could you print Neon Fox at A1?' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json<{ id: string }>().id, email };
  }

  const reply = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = asCurator) =>
    service.app.inject({ method: 'POST', url: `/api/contact-messages/${id}/replies`, headers, payload });

  const resend = (id: string, replyId: string) =>
    service.app.inject({
      method: 'POST',
      url: `/api/contact-messages/${id}/replies/${replyId}/send`,
      headers: asCurator,
    });

  const sourceOf = async (mailId: string) =>
    (await (await fetch(`${catcher.webUrl}/api/email/${mailId}/source`)).text()).replace(/\r?\n[ \t]+/g, ' ');

  it('stores the reply, e-mails it to the sender and lists it with the message, now read', async () => {
    const subject = `A large print ${randomUUID()}`;
    const { id, email } = await submit(subject);
    const answer = await reply(id, { text: '  Yes, A1 works.\nBest, the artist  ' });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = answer.json<ContactReply>();
    expect(stored).toMatchObject({
      messageId: id,
      subject: `Re: ${subject}`,
      text: 'Yes, A1 works.\nBest, the artist',
      status: 'sent',
      failureReason: null,
      sender: 'Algorithmic Art Gallery <orders@shop.example.com>',
    });
    expect(stored.sentAt).not.toBeNull();

    const [mail] = await catcher.waitForMessagesTo(email, 1);
    expect(mail?.subject).toBe(`Re: ${subject}`);
    expect(mail?.text).toContain('Yes, A1 works.\nBest, the artist');
    expect(mail?.text).toContain('> Could you print Neon Fox at A1?');
    expect(mail?.text).toContain(`Questions? Write to ${SUPPORT}.`);
    const source = await sourceOf(mail?.id ?? '');
    expect(source).toMatch(new RegExp(`^Reply-To: Algorithmic Art Gallery <${SUPPORT}>$`, 'm'));
    expect(source).toMatch(new RegExp(`^Message-ID: <contact-reply\\.${stored.id}@shop\\.example\\.com>$`, 'im'));

    const list = await service.app.inject({ method: 'GET', url: '/api/contact-messages', headers: asCurator });
    const listed = list.json<ContactMessageList>().items.find((item) => item.id === id);
    expect(listed?.isRead).toBe(true);
    expect(listed?.replies).toEqual([stored]);
    const detail = await service.app.inject({ method: 'GET', url: `/api/contact-messages/${id}`, headers: asCurator });
    expect(detail.json<ContactMessage>().replies).toEqual([stored]);
  });

  it('threads a second reply under the first (In-Reply-To, References) and keeps its own subject', async () => {
    const { id, email } = await submit(`Framing ${randomUUID()}`);
    const first = (await reply(id, { text: 'First answer.' })).json<ContactReply>();
    const second = await reply(id, { text: 'Second answer.', subject: 'About your frame' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<ContactReply>().subject).toBe('About your frame');

    const mails = await catcher.waitForMessagesTo(email, 2);
    const later = mails.find((mail) => mail.subject === 'About your frame');
    const source = await sourceOf(later?.id ?? '');
    const firstId = `<contact-reply.${first.id}@shop.example.com>`;
    expect(source).toContain(`In-Reply-To: ${firstId}`);
    expect(source).toContain(`References: ${firstId}`);

    const detail = await service.app.inject({ method: 'GET', url: `/api/contact-messages/${id}`, headers: asCurator });
    expect(detail.json<ContactMessage>().replies.map((item) => item.text)).toEqual(['First answer.', 'Second answer.']);
  });

  it('keeps a reply whose e-mail failed, and sends it once again on "Send again"', async () => {
    const { id, email } = await submit(`Outage ${randomUUID()}`);
    await catcher.stop();
    let failed: ContactReply;
    try {
      const answer = await reply(id, { text: 'Sent while SMTP was away.' });
      expect(answer.statusCode, answer.body).toBe(201);
      failed = answer.json<ContactReply>();
      expect(failed.status).toBe('failed');
      expect(failed.failureReason).toEqual(expect.any(String));
      expect(failed.sentAt).toBeNull();
    } finally {
      await catcher.start();
    }
    const listed = await service.app.inject({ method: 'GET', url: `/api/contact-messages/${id}`, headers: asCurator });
    expect(listed.json<ContactMessage>().replies).toEqual([failed]);

    const again = await resend(id, failed.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ContactReply>()).toMatchObject({ id: failed.id, status: 'sent', failureReason: null });
    expect(await catcher.waitForMessagesTo(email, 1)).toHaveLength(1);

    const twice = await resend(id, failed.id);
    expect(twice.statusCode).toBe(409);
    expect(await catcher.messagesTo(email)).toHaveLength(1);
    expect((await resend(id, randomUUID())).statusCode).toBe(404);
  });

  it('answers 404 for an unknown message and 400 for an empty or too long text', async () => {
    const unknown = await reply(randomUUID(), { text: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'Message not found.' });

    const { id } = await submit(`Empty ${randomUUID()}`);
    const empty = await reply(id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Please write a reply.');
    expect((await reply(id, { text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await reply(id, {})).statusCode).toBe(400);
    expect((await reply('not-an-id', { text: 'Hello' })).statusCode).toBe(400);
    const detail = await service.app.inject({ method: 'GET', url: `/api/contact-messages/${id}`, headers: asCurator });
    expect(detail.json<ContactMessage>().replies).toEqual([]);
  });

  it('refuses a public caller', async () => {
    const { id, email } = await submit(`Public ${randomUUID()}`);
    const answer = await reply(id, { text: 'Not the curator.' }, asPublic);
    expect(answer.statusCode).toBe(401);
    const detail = await service.app.inject({ method: 'GET', url: `/api/contact-messages/${id}`, headers: asCurator });
    expect(detail.json<ContactMessage>().replies).toEqual([]);
    expect(await catcher.messagesTo(email)).toHaveLength(0);
  });
});
