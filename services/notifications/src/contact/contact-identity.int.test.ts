import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS } from '@shop/contracts';
import type { MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogForMail, type CatalogForMail } from '../testing/catalog-for-mail.js';
import {
  CONTACT_TEST_ARTIST as ARTIST,
  startContactMailService,
  type ContactMailService,
} from '../testing/contact-mail-service.js';
import { TEST_INTERNAL_TOKEN as TOKEN } from '../testing/test-mail-env.js';

// The shop's identity, with the real catalog: the artist's copy of a contact message, and its From, name the
// shop as the dashboard sets it, not the configured default.
describe("the artist's copy of a contact message names the artist's shop", () => {
  let catalog: CatalogForMail;
  let started: ContactMailService;
  let catcher: MailCatcher;

  beforeAll(async () => {
    catalog = await startCatalogForMail('contact-identity', TOKEN);
    started = await startContactMailService('contact-identity', {
      CATALOG_URL: catalog.url,
      QUEUE_PREFIX: catalog.prefix,
    });
    ({ catcher } = started);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
    await catalog?.close();
  });

  async function copyOf(subject: string) {
    const answer = await started.service.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { [INTERNAL_HEADERS.token]: TOKEN },
      payload: { name: 'Grace', email: `grace-${randomUUID()}@example.com`, subject, message: 'Hello!' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    let copy;
    for (let tries = 0; copy === undefined && tries < 100; tries++) {
      copy = (await catcher.messagesTo(ARTIST)).find((mail) => mail.subject.endsWith(subject));
      if (copy === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return copy;
  }

  it("says SPEC's name until the artist sets one, then the artist's, in the subject and the From", async () => {
    const before = `Before ${randomUUID()}`;
    const first = await copyOf(before);
    expect(first?.subject).toBe(`[Algorithmic Art Gallery contact] ${before}`);
    expect(first?.from).toEqual([{ address: 'orders@shop.example.com', name: 'Algorithmic Art Gallery' }]);

    const saved = await catalog.asCurator({
      method: 'PUT',
      url: '/api/shop-identity',
      payload: { shopName: 'Studio "Nova" <x@evil.example>', supportEmail: 'help@studio.example' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = `After ${randomUUID()}`;
    const second = await copyOf(after);
    expect(second?.subject).toBe(`[Studio "Nova" <x@evil.example> contact] ${after}`);
    // A name that looks like an address stays a name: the mail still comes from the shop's address.
    expect(second?.from).toEqual([{ address: 'orders@shop.example.com', name: 'Studio "Nova" <x@evil.example>' }]);
  });
});
