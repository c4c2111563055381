import { randomUUID } from 'node:crypto';
import { RESEND_LINKS_ACCEPTED_MESSAGE } from '@shop/contracts';
import { uniqueQueuePrefix, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, publishWork } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Lost links through the gateway: the /download form's route answers the same for a
// known and an unknown address, orders writes links.resent events, the notifications service (the
// built process) e-mails the order's links, and the catcher holds them.

const LINKS_SUBJECT = /^Your download links from Algorithmic Art Gallery \(order [0-9a-f]{8}\)$/;

describe('lost links recovered by e-mail', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;
  let artworkId: string;

  beforeAll(async () => {
    stack = await startStack(
      { RATE_LIMIT_RESEND_MAX: '3' },
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('lost-links') },
        ordersEnv: { RESEND_LINKS_PER_ADDRESS_MAX: '2' },
        mail: true,
      },
    );
    if (!stack.mail) throw new Error('the stack started no mail catcher');
    mail = stack.mail;
    adminCookie = await signInAsCurator(stack);
    ({ id: artworkId } = await publishWork(stack, adminCookie, {
      title: 'Lost Fox',
      category: 'Sci-Fi',
      price: '9.99',
    }));
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A simulator purchase by `email`; waits for its receipt so later counts start from one message. */
  async function buy(email: string): Promise<{ id: string; links: string[] }> {
    const items = [{ artworkId, quantity: 1 }];
    const created = await asShopper(stack, {
      method: 'POST',
      url: '/paypal/order',
      payload: { items, stateCode: 'NY' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await asShopper(stack, { method: 'POST', url: `/paypal/order/${paypalOrderId}/capture` });
    expect(captured.statusCode, captured.body).toBe(200);
    const order = await asShopper(stack, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        paypal_order_id: paypalOrderId,
        customer_email: email,
        customer_name: 'Ada',
        total_amount: total,
        items,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    await mail.waitForMessagesTo(email, 1, 30_000);
    return { id, links };
  }

  const resend = (payload: unknown, remoteAddress = freshAddress()) =>
    asShopper(stack, { method: 'POST', url: '/api/downloads/resend', payload, remoteAddress });

  const resentEvents = async (orderId: string) => {
    const { rows } = await stack.db.query<{ count: string }>(
      `select count(*) from orders.order_outbox where order_id = $1 and type = 'links.resent'`,
      [orderId],
    );
    return Number(rows[0]?.count);
  };

  it('e-mails the links of a known address and answers an unknown one exactly the same', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const order = await buy(email);

    const known = await resend({ email: email.toUpperCase() });
    const unknown = await resend({ email: `nobody-${randomUUID()}@example.com` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: RESEND_LINKS_ACCEPTED_MESSAGE });

    const messages = await mail.waitForMessagesTo(email, 2, 30_000);
    const again = messages.find((message) => LINKS_SUBJECT.test(message.subject));
    expect(again?.text).toContain(`Order number: ${order.id}`);
    expect(again?.text).toContain(order.links[0]);
    expect(again?.text).toMatch(/Link expires \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./);
    expect(again?.html).toContain(`href="${order.links[0]}"`);

    // The link in the e-mail downloads the original.
    const link = new URL(order.links[0] ?? '');
    const download = await asShopper(stack, { method: 'GET', url: link.pathname });
    expect(download.statusCode).toBe(200);
  });

  it('sends only the named order when an order number is given, and nothing for another buyer’s order', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const first = await buy(email);
    const second = await buy(email);
    const stranger = await buy(`eve-${randomUUID()}@example.com`);

    expect((await resend({ email, orderId: second.id })).statusCode).toBe(202);
    expect((await resend({ email, orderId: stranger.id })).statusCode).toBe(202);
    expect(await resentEvents(second.id)).toBe(1);
    expect(await resentEvents(first.id)).toBe(0);
    expect(await resentEvents(stranger.id)).toBe(0);
  });

  it('sends at most the per-address limit, with the same answer past it', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const order = await buy(email);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await resend({ email }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The events are committed before the answer: two were written, the third request wrote none.
    expect(await resentEvents(order.id)).toBe(2);
    const messages = await mail.waitForMessagesTo(email, 3, 30_000);
    expect(messages.filter((message) => LINKS_SUBJECT.test(message.subject))).toHaveLength(2);
  });

  it('limits one client IP at the gateway, and says how many minutes to wait', async () => {
    const client = freshAddress();
    for (let i = 0; i < 3; i++) {
      expect((await resend({ email: `ip-${i}-${randomUUID()}@example.com` }, client)).statusCode).toBe(202);
    }
    const refused = await resend({ email: `ip-x-${randomUUID()}@example.com` }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/try again in \d+ minutes?\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same path spelled with an escape reaches the same route, and counts in the same budget.
    const escaped = (remoteAddress: string) =>
      asShopper(stack, {
        method: 'POST',
        url: '/api/downloads/%72esend',
        payload: { email: `ip-y-${randomUUID()}@example.com` },
        remoteAddress,
      });
    expect((await escaped(freshAddress())).statusCode).toBe(202);
    expect((await escaped(client)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await resend({ email: `other-${randomUUID()}@example.com` })).statusCode).toBe(202);
  });

  it('refuses what is not an e-mail address', async () => {
    const answer = await resend({ email: 'not-an-address' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('email');
  });

  it('lets the curator resend an order’s links, naming the address', async () => {
    const email = `curator-${randomUUID()}@example.com`;
    const order = await buy(email);
    const signedOut = await stack.gateway.inject({ method: 'POST', url: `/api/orders/${order.id}/resend-links` });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await stack.gateway.inject({
      method: 'POST',
      url: `/api/orders/${randomUUID()}/resend-links`,
      headers: { cookie: adminCookie },
    });
    expect(unknown.statusCode).toBe(404);

    const sent = await stack.gateway.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/resend-links`,
      headers: { cookie: adminCookie },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ orderId: order.id, email });
    const messages = await mail.waitForMessagesTo(email, 2, 30_000);
    expect(messages.find((message) => LINKS_SUBJECT.test(message.subject))?.text).toContain(order.links[0]);
  });
});
