import { uniqueQueuePrefix, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, buyInSimulator, publishWork } from './harness/purchase.js';
import { signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Packs that guide, through the gateway on the real services: the curator sets what a
// pack can take, the picker's list and the picks follow it, and the picks' links come by e-mail.
describe('pack rules and the picks e-mail through the gateway', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('pack-rules') }, mail: true });
    if (!stack.mail) throw new Error('the stack started no mail catcher');
    mail = stack.mail;
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('keeps a 3-pack under the curator’s ceiling, and e-mails the links of each pick', async () => {
    expect((await asShopper(stack, { method: 'GET', url: '/api/pack-rules' })).statusCode).toBe(401);
    const saved = await stack.gateway.inject({
      method: 'PUT',
      url: '/api/pack-rules/package-abstract-3-pack',
      headers: { cookie: adminCookie },
      payload: { categories: null, maxPrice: '15.00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ packageId: 'package-abstract-3-pack', maxPrice: '15.00' });

    const cheap = await publishWork(stack, adminCookie, {
      title: 'Rule Cheap',
      category: 'Abstract Art',
      price: '12.00',
    });
    const dear = await publishWork(stack, adminCookie, {
      title: 'Rule Dear',
      category: 'Abstract Art',
      price: '19.99',
    });
    const order = await buyInSimulator(stack, [{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);

    const picks = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}/picks` });
    expect(picks.json()).toMatchObject({ remaining: 3, packs: [{ maxPrice: '15.00', categories: ['Abstract Art'] }] });
    // What the picker asks for: the pack's category up to its ceiling.
    const listed = await asShopper(stack, {
      method: 'GET',
      url: '/api/artworks?category=Abstract%20Art&forSale=true&hasPrice=true&maxPrice=15.00&limit=100',
    });
    const ids = listed.json<{ items: { id: string }[] }>().items.map((work) => work.id);
    expect(ids).toContain(cheap.id);
    expect(ids).not.toContain(dear.id);

    const refused = await asShopper(stack, {
      method: 'POST',
      url: `/api/orders/${order.id}/picks`,
      payload: { artworkIds: [dear.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'not_pickable',
      message: '"Rule Dear" costs $19.99, more than the $15.00 the Abstract 3-Pack takes at most: nothing was added.',
    });

    const picked = await asShopper(stack, {
      method: 'POST',
      url: `/api/orders/${order.id}/picks`,
      payload: { artworkIds: [cheap.id] },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const [link] = picked.json<{ download_links: string[] }>().download_links;

    // The order's e-mails go to the simulator buyer's address, shared by this file's orders.
    const subject = `Your chosen artworks from Algorithmic Art Gallery (order ${order.id.slice(0, 8)})`;
    let picksMail: { text: string; html: string } | undefined;
    for (let count = 1; !picksMail; count += 1) {
      const caught = await mail.waitForMessagesTo('grace@example.com', count, 30_000);
      picksMail = caught.find((message) => message.subject === subject);
    }
    expect(picksMail.text).toContain(link);
    expect(picksMail.text).toContain('Choose your 2 artworks');
    expect(picksMail.text).toContain(`/download?order=${order.id}#choose-artworks`);
  });
});
