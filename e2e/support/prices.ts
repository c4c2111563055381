import type { ReferencePriceSettings } from '@shop/contracts';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { E2E } from './environment';

/**
 * Sets the shop-wide reference price (off on a new install) and answers what it was,
 * so a spec that needs SPEC's $29.99 strike turns it on and puts it back after.
 */
export async function setReferencePrice(
  api: APIRequestContext,
  settings: ReferencePriceSettings,
): Promise<ReferencePriceSettings> {
  const before = await api.get('/api/settings/reference-price');
  if (!before.ok()) throw new Error(`reference price read failed: ${before.status()} ${await before.text()}`);
  const saved = await api.put('/api/settings/reference-price', { data: settings });
  if (!saved.ok()) throw new Error(`reference price save failed: ${saved.status()} ${await saved.text()}`);
  return (await before.json()) as ReferencePriceSettings;
}

/**
 * Rewrites a work's price history in this run's database, as if its prices had been set
 * `daysAgo` days ago (the last one is its current price). Waiting 30 days is the only other way
 * to see the 30-day rule; the catalog reads the history as it finds it.
 */
export async function backdatePriceHistory(
  artworkId: string,
  prices: [cents: number, daysAgo: number][],
): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${E2E.databaseName}` });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from catalog.artwork_prices where artwork_id = $1', [artworkId]);
    for (const [cents, daysAgo] of prices) {
      await client.query(
        `insert into catalog.artwork_prices (artwork_id, price_cents, changed_at)
         values ($1, $2, now() - make_interval(days => $3))`,
        [artworkId, cents, daysAgo],
      );
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
}
