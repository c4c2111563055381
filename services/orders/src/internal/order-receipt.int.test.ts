import { randomUUID } from 'node:crypto';
import { endpointPath, getOrderReceiptForMail, INTERNAL_HEADERS, OrderReceiptSchema } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import { downloadToken } from '../downloads/download-tokens.js';
import { createRepositories } from '../repositories.js';

const TOKEN = 'orders-receipt-test-internal-token';
const SECRET = 'orders-receipt-test-download-secret-0123456789';

describe('GET /internal/orders/:id/receipt (what the receipt e-mail shows)', () => {
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
        QUEUE_PREFIX: uniqueQueuePrefix('receipt'),
        ORDER_OUTBOX_POLL_MS: '60000',
        PUBLIC_BASE_URL: 'https://shop.example.com/',
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

  const ask = (orderId: string, token = TOKEN) =>
    app.inject({
      method: 'GET',
      url: endpointPath(getOrderReceiptForMail.path, { id: orderId }),
      headers: { [INTERNAL_HEADERS.token]: token },
    });

  it('lists the lines, money, tax and the live download links with their expiry', async () => {
    const kept = randomUUID();
    const revoked = randomUUID();
    const expiresAt = new Date('2026-12-25T10:00:00.000Z');
    const [foxId, owlId] = [randomUUID(), randomUUID()];
    const grant = (id: string, name: string, artworkId: string) => ({
      id,
      artworkId,
      tokenHash: randomUUID(),
      storageKey: `originals/${id}.png`,
      originalName: name,
      mimeType: 'image/png',
      expiresAt,
    });
    const orderId = await createRepositories(deps.db).orders.insertIfNew({
      paypalOrderId: `RECEIPT-${randomUUID()}`,
      customerEmail: 'grace@example.com',
      customerName: 'Grace <Hopper>',
      subtotalCents: 3498,
      taxCents: 254,
      totalCents: 3752,
      stateCode: 'CA',
      taxRate: '0.0725',
      captureId: 'CAPTURE-1',
      lines: [
        {
          kind: 'artwork',
          productKind: 'artwork',
          category: 'Sci-Fi',
          artworkId: foxId,
          title: 'Neon Fox',
          quantity: 1,
          unitPriceCents: 1999,
        },
        {
          kind: 'artwork',
          productKind: 'artwork',
          category: 'Sci-Fi',
          artworkId: owlId,
          title: 'Owl',
          quantity: 1,
          unitPriceCents: 1499,
        },
      ],
      // Uploaded as the artist's working files; the buyer sees the works' titles.
      grants: [grant(kept, 'fox-v2-final.png', foxId), grant(revoked, 'owl.png', owlId)],
    });
    if (!orderId) throw new Error('order not inserted');
    await createRepositories(deps.db).orders.revokeGrant(orderId, revoked);

    const response = await ask(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = OrderReceiptSchema.parse(response.json());
    expect(receipt).toEqual({
      orderId,
      customerName: 'Grace <Hopper>',
      customerEmail: 'grace@example.com',
      status: 'completed',
      createdAt: expect.any(String),
      stateCode: 'CA',
      // An order stored without a country is a US one, taxed by its state's sales tax.
      countryCode: 'US',
      taxName: 'Sales Tax',
      taxRate: '0.07250',
      subtotal: '34.98',
      discount: '0.00',
      promoCode: null,
      tax: '2.54',
      total: '37.52',
      lines: [
        { artworkId: expect.any(String), title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
        { artworkId: expect.any(String), title: 'Owl', quantity: 1, unitPrice: '14.99', lineTotal: '14.99' },
      ],
      downloads: [
        {
          name: 'neon-fox.png',
          title: 'Neon Fox',
          url: `https://shop.example.com/api/downloads/${downloadToken(SECRET, kept)}`,
          expiresAt: '2026-12-25T10:00:00.000Z',
        },
      ],
      picks: null,
      // A paid order is an invoice; this US buyer was not asked for the EU consent; no seller was set.
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-000001$/),
      seller: null,
      withdrawalConsentAt: null,
    });
  });

  it('answers 404 for an unknown order and 401 without the internal token', async () => {
    expect((await ask(randomUUID())).statusCode).toBe(404);
    expect((await ask('not-an-id')).statusCode).toBe(404);
    expect((await ask(randomUUID(), 'wrong-token')).statusCode).toBe(401);
  });
});
