import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, SITE_NAME } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  startFakeCatalog,
  testRedisUrl,
  uniqueQueuePrefix,
  type FakeCatalog,
  type TestDatabase,
} from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import { downloadToken } from './download-tokens.js';

const TOKEN = 'orders-download-page-test-token';
const BROWSER = { [INTERNAL_HEADERS.token]: TOKEN, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A link nobody was ever given: well formed, so it is looked up and answered with the 404 page. */
const unknownLink = () => `/api/downloads/${downloadToken('not-the-shop-secret', randomUUID())}`;

// The download error page orders renders itself names the artist's shop, read from the catalog.
describe("a download link's error page on PostgreSQL, with the catalog's shop identity", () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  const started: { deps: OrdersDeps; app: AppInstance }[] = [];

  async function startOrders(catalogUrl: string): Promise<AppInstance> {
    const deps = createDeps(
      ordersEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
        CATALOG_URL: catalogUrl,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: uniqueQueuePrefix('download-page'),
        // Nothing here reads the queue: the relay stays out of the way.
        ORDER_OUTBOX_POLL_MS: '60000',
      }),
    );
    await prepare(deps);
    const app = await buildApp(deps);
    started.push({ deps, app });
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase('orders_download_page');
    catalog = await startFakeCatalog(TOKEN);
  });
  afterAll(async () => {
    for (const { app, deps } of started) {
      await app.close();
      await deps.close();
    }
    await catalog?.close();
    await database?.drop();
  });

  it("titles the page with the artist's shop name, asking the catalog once for a burst of pages", async () => {
    catalog.setShopIdentity({ shopName: "Mira's <Night> Prints", supportEmail: null, logoUrl: null });
    const orders = await startOrders(catalog.url);
    const before = catalog.identityCalls();

    const pages = await Promise.all(
      [1, 2, 3].map(() => orders.inject({ method: 'GET', url: unknownLink(), headers: BROWSER })),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>This download link does not work | Mira&#39;s &lt;Night&gt; Prints</title>');
      expect(page.body).not.toContain(SITE_NAME);
    }
    // A rename shows once the short cache has passed; meanwhile the pages keep the name they had.
    catalog.setShopIdentity({ shopName: 'Renamed', supportEmail: null, logoUrl: null });
    const again = await orders.inject({ method: 'GET', url: unknownLink(), headers: BROWSER });
    expect(again.body).toContain('| Mira&#39;s &lt;Night&gt; Prints</title>');
    expect(catalog.identityCalls() - before).toBe(1);
  });

  it('names the default shop while the catalog cannot answer, and still serves the page', async () => {
    const orders = await startOrders('http://127.0.0.1:1');
    const page = await orders.inject({ method: 'GET', url: unknownLink(), headers: BROWSER });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(`<title>This download link does not work | ${SITE_NAME}</title>`);
  });
});
