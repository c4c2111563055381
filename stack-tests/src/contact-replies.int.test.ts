import { randomUUID } from 'node:crypto';
import { uniqueQueuePrefix, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Contact replies through the gateway: the curator answers a contact message from the dashboard; the
// reply is kept with the message and e-mailed to the sender by the notifications process.

describe('replies to contact messages through the gateway', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack(
      {},
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('contact-replies') },
        notificationsEnv: { CONTACT_TO: 'artist@shop.example', SUPPORT_EMAIL: 'support@shop.example' },
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

  async function submit(email: string, subject: string): Promise<string> {
    const answer = await asShopper(stack, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Grace Hopper', email, subject, message: 'Could you print Neon Fox at A1?' },
      remoteAddress: freshAddress(),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  }

  const reply = (id: string, headers: Record<string, string>) =>
    stack.gateway.inject({
      method: 'POST',
      url: `/api/contact-messages/${id}/replies`,
      headers,
      payload: { text: 'Yes, A1 works.' },
    });

  it('sends the curator’s reply to the sender and lists it with the message', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const subject = `Print ${randomUUID().slice(0, 8)}`;
    const id = await submit(email, subject);

    const answer = await reply(id, { cookie: adminCookie });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ messageId: id, subject: `Re: ${subject}`, status: 'sent' });

    const [sent] = await mail.waitForMessagesTo(email, 1, 30_000);
    expect(sent?.subject).toBe(`Re: ${subject}`);
    expect(sent?.text).toContain('Yes, A1 works.');

    const detail = await stack.gateway.inject({
      method: 'GET',
      url: `/api/contact-messages/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(detail.json()).toMatchObject({ isRead: true, replies: [{ text: 'Yes, A1 works.', status: 'sent' }] });
  });

  it('refuses a caller who is not the curator', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const id = await submit(email, 'Not for the public');
    const answer = await reply(id, {});
    expect(answer.statusCode).toBe(401);
    expect(await mail.messagesTo(email)).toEqual([]);
  });
});
