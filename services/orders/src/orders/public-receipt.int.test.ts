import { randomUUID } from 'node:crypto';
import {
  INTERNAL_HEADERS,
  OrderSchema,
  PublicReceiptSchema,
  publicReceiptPath,
  type OrderStatus,
} from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import { downloadToken } from '../downloads/download-tokens.js';
import { createRepositories } from '../repositories.js';

const SECRET = 'orders-public-receipt-test-download-secret-0123';
const TOKEN = 'orders-public-receipt-test-internal-token';

describe('GET /api/orders/:id/receipt (the printable receipt)', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;

  beforeAll(async () => {
    database = await createTestDatabase('orders');
    deps = createDeps(
      ordersEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: uniqueQueuePrefix('public-receipt'),
        ORDER_OUTBOX_POLL_MS: '60000',
        PUBLIC_BASE_URL: 'https://shop.example.com',
        DOWNLOAD_TOKEN_SECRET: SECRET,
      }),
    );
    await prepare(deps);
    app = await buildApp(deps);
  });
  afterAll(async () => {
    await app?.close();
    await deps?.close();
    await database?.drop();
  });

  const expiresAt = new Date('2026-12-25T10:00:00.000Z');

  /** A stored order of two lines (a $5.00 promo off $34.98, CA tax on the rest) in the given state. */
  async function storeOrder(status: OrderStatus, grantIds: string[], artworkIds = [randomUUID(), randomUUID()]) {
    const orderId = await createRepositories(deps.db).orders.insertIfNew({
      paypalOrderId: `PUBLIC-RECEIPT-${randomUUID()}`,
      customerEmail: 'grace@example.com',
      customerName: 'Grace Hopper',
      subtotalCents: 3498,
      discountCents: 500,
      promoCode: 'FIVEOFF',
      taxCents: 217,
      totalCents: 3215,
      stateCode: 'CA',
      taxRate: '0.0725',
      captureId: `CAPTURE-${randomUUID()}`,
      lines: [
        {
          kind: 'artwork',
          productKind: 'artwork',
          category: 'Sci-Fi',
          artworkId: artworkIds[0] ?? randomUUID(),
          title: 'Neon Fox',
          quantity: 1,
          unitPriceCents: 1999,
        },
        {
          kind: 'artwork',
          productKind: 'artwork',
          category: 'Sci-Fi',
          artworkId: artworkIds[1] ?? randomUUID(),
          title: 'Owl',
          quantity: 1,
          unitPriceCents: 1499,
        },
      ],
      grants: grantIds.map((id, index) => ({
        id,
        // The first grants deliver the lines' artworks; any further one another file (a commission's).
        artworkId: artworkIds[index] ?? randomUUID(),
        tokenHash: randomUUID(),
        storageKey: `originals/${id}.png`,
        originalName: `art-${index + 1}.png`,
        mimeType: 'image/png',
        expiresAt,
      })),
    });
    if (!orderId) throw new Error('order not inserted');
    if (status !== 'completed') {
      await deps.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    }
    return orderId;
  }

  // As the gateway forwards a public request (its route table sends /api/orders/* here).
  const ask = (orderId: string) =>
    app.inject({ method: 'GET', url: publicReceiptPath(orderId), headers: { [INTERNAL_HEADERS.token]: TOKEN } });

  it('answers the lines, subtotal, discount, tax, total, state and live links, without the e-mail, to anyone', async () => {
    const grant = randomUUID();
    const orderId = await storeOrder('completed', [grant]);
    const response = await ask(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('customerEmail');
    expect(PublicReceiptSchema.parse(response.json())).toEqual({
      orderId,
      customerName: 'Grace Hopper',
      status: 'completed',
      createdAt: expect.any(String),
      stateCode: 'CA',
      // An order stored without a country is a US one, taxed by its state's sales tax.
      countryCode: 'US',
      taxName: 'Sales Tax',
      taxRate: '0.07250',
      subtotal: '34.98',
      discount: '5.00',
      promoCode: 'FIVEOFF',
      tax: '2.17',
      total: '32.15',
      lines: [
        { artworkId: expect.any(String), title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
        { artworkId: expect.any(String), title: 'Owl', quantity: 1, unitPrice: '14.99', lineTotal: '14.99' },
      ],
      downloads: [
        {
          name: 'neon-fox.png',
          title: 'Neon Fox',
          url: `https://shop.example.com/api/downloads/${downloadToken(SECRET, grant)}`,
          expiresAt: '2026-12-25T10:00:00.000Z',
        },
      ],
      picks: null,
      // A paid order is an invoice; this US buyer was not asked for the EU consent; no seller was set.
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      seller: null,
      withdrawalConsentAt: null,
    });
  });

  it('says the real state: a refunded order keeps no links, a pending one has none yet', async () => {
    const refunded = randomUUID();
    const refundedId = await storeOrder('refunded', [refunded]);
    await createRepositories(deps.db).orders.revokeGrant(refundedId, refunded);
    const refundedReceipt = PublicReceiptSchema.parse((await ask(refundedId)).json());
    expect(refundedReceipt).toMatchObject({ status: 'refunded', total: '32.15', downloads: [] });

    const pendingId = await storeOrder('pending', []);
    const pending = await ask(pendingId);
    expect(pending.statusCode).toBe(200);
    expect(PublicReceiptSchema.parse(pending.json())).toMatchObject({ status: 'pending', downloads: [] });

    const partial = randomUUID();
    const kept = randomUUID();
    const partialId = await storeOrder('partially_refunded', [partial, kept]);
    await createRepositories(deps.db).orders.revokeGrant(partialId, partial);
    expect(PublicReceiptSchema.parse((await ask(partialId)).json())).toMatchObject({
      status: 'partially_refunded',
      downloads: [{ name: 'owl.png', title: 'Owl' }],
    });
  });

  it('GET /api/orders/:id names what each live link delivers and where the receipt went, masked', async () => {
    const [fox, owl, logo] = [randomUUID(), randomUUID(), randomUUID()];
    const artworkIds = [randomUUID(), randomUUID()];
    const orderId = await storeOrder('partially_refunded', [fox, owl, logo], artworkIds);
    await createRepositories(deps.db).orders.revokeGrant(orderId, fox);
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { [INTERNAL_HEADERS.token]: TOKEN },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = OrderSchema.parse(response.json());
    const linkOf = (grant: string) => `https://shop.example.com/api/downloads/${downloadToken(SECRET, grant)}`;
    expect(order.download_links).toEqual([linkOf(owl), linkOf(logo)]);
    // In the links' order; a file of no bought line goes by its name.
    expect(order.downloadItems).toEqual([
      { artworkId: artworkIds[1], title: 'Owl' },
      { artworkId: expect.any(String), title: 'art-3.png' },
    ]);
    expect(order.receiptEmail).toBe('gr•••@example.com');
    expect(response.body).not.toContain('grace@');
  });

  it('answers 404 {error, message} for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await ask(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });
});
