import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContactMailService, type ContactMailService } from '../testing/contact-mail-service.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { createOnceMailer } from './once-mailer.js';

// The claim on `sent_messages` is one statement (an upsert that locks the row it meets); this
// holds it to what the insert and `select … for update` did: at most one e-mail per key, however
// many runs of the same event start together.
describe('the once-only send, runs of one event at the same time', () => {
  let service: ContactMailService;
  beforeAll(async () => {
    service = await startContactMailService('once-mailer');
  });
  afterAll(async () => {
    await service?.close();
  });

  /** A mailer that takes its time over each message, so the runs overlap, and counts them. */
  const slowMailer = () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        sent.push(mail);
      },
      async verify() {},
      close() {},
    };
    return { mailer, sent };
  };

  it('sends once and tells the other runs it is done, whether they come during or after it', async () => {
    const { mailer, sent } = slowMailer();
    const once = createOnceMailer({
      mailer,
      withTransaction: service.deps.withSentMessages,
      messageDomain: 'shop.example.com',
      branding: service.deps.branding,
    });
    const claim = { idempotencyKey: `test:${randomUUID()}`, kind: 'contact-message' as const, orderId: null };
    const compose = async () => ({
      to: 'buyer@example.com',
      mail: { subject: 'Once', text: 'once', html: '<p>once</p>' },
      branding: {
        shopName: 'Shop',
        logoUrl: null,
        supportEmail: 'help@shop.example.com',
        publicBaseUrl: 'https://shop.example.com',
      },
    });

    const outcomes = await Promise.all([1, 2, 3, 4].map(() => once.send(claim, compose)));
    expect(outcomes.sort()).toEqual(['already-done', 'already-done', 'already-done', 'sent']);
    expect(sent).toHaveLength(1);
    expect(await once.send(claim, compose)).toBe('already-done');
    expect(sent).toHaveLength(1);
  });
});
