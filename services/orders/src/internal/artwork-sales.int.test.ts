import { randomUUID } from 'node:crypto';
import { ArtworkSalesSchema, endpointPath, getArtworkSales, INTERNAL_HEADERS } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, type TestDatabase, uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import { createRepositories } from '../repositories.js';

const TOKEN = 'orders-sales-test-internal-token';

describe('GET /internal/artworks/:id/sales (the catalog asks before deleting)', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;

  beforeAll(async () => {
    database = await createTestDatabase('orders');
    deps = createDeps(
      ordersEnvSchema.parse({
        QUEUE_PREFIX: uniqueQueuePrefix('orders'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
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

  const ask = async (artworkId: string, token = TOKEN) =>
    app.inject({
      method: 'GET',
      url: endpointPath(getArtworkSales.path, { id: artworkId }),
      headers: { [INTERNAL_HEADERS.token]: token },
    });

  async function storeOrder(line: string | undefined, grant: string | undefined) {
    await createRepositories(deps.db).orders.insertIfNew({
      paypalOrderId: `SALES-${randomUUID()}`,
      customerEmail: 'ada@example.com',
      customerName: 'Ada',
      subtotalCents: 1499,
      taxCents: 0,
      totalCents: 1499,
      stateCode: null,
      taxRate: null,
      captureId: null,
      lines: line
        ? [
            {
              kind: 'artwork',
              productKind: 'artwork',
              category: null,
              artworkId: line,
              title: 'Sold',
              quantity: 1,
              unitPriceCents: 1499,
            },
          ]
        : [],
      grants: grant
        ? [
            {
              id: randomUUID(),
              artworkId: grant,
              tokenHash: randomUUID(),
              storageKey: `originals/${grant}.png`,
              originalName: 'sold.png',
              mimeType: 'image/png',
              expiresAt: new Date(Date.now() + 86_400_000),
            },
          ]
        : [],
    });
  }

  it('says sold for an artwork bought on an order line or delivered by a grant, not sold otherwise', async () => {
    const bought = randomUUID();
    const granted = randomUUID();
    await storeOrder(bought, bought);
    await storeOrder(undefined, granted);

    for (const [id, sold] of [
      [bought, true],
      [granted, true],
      [randomUUID(), false],
      ['not-an-id', false],
    ] as const) {
      const response = await ask(id);
      expect(response.statusCode, response.body).toBe(200);
      expect(ArtworkSalesSchema.parse(response.json())).toEqual({ sold });
    }
  });

  it('answers only callers holding the internal token', async () => {
    const response = await ask(randomUUID(), 'wrong-token');
    expect(response.statusCode).toBe(401);
  });
});
