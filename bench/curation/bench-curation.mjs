// Does the Curation tab stay responsive with 2,000 artworks? Starts its own copy of
// the product (the run command's launcher: own ports, database and queue prefix), seeds 2,000
// artworks straight into the catalog's table (one statement: uploading and OCR-ing 2,000 images
// would measure the OCR pipeline, not the tab; their originals are absent, so their previews
// answer 404 and the cards show no image), and in the system Chromium measures:
//   1. time to first render: from navigating to /dashboard?tab=curation (signed in) until the
//      first card is visible;
//   2. time to apply a filter: from choosing "Flagged Only" until the count shows the matches;
//   3. time to apply a search: from typing a title until the count shows its one match
//      (includes the search box's 300 ms pause after typing);
//   4. time to go to the next page.
// It prints the figures; there is no target and no timing assertion.
//   pnpm turbo run build && node bench/curation/bench-curation.mjs [--keep-db]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { signInAsAdmin } from '../lib/admin-session.mjs';
import { runBrowserBench } from '../lib/browser-bench-product.mjs';
import { pg, root } from '../lib/shop-stack.mjs';

// Playwright lives with the browser tests; reuse it (and the system Chromium) rather than a second copy.
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');

const ARTWORKS = Number(process.env.BENCH_ARTWORKS ?? 2000);
// Every 10th work has a text error: what "Flagged Only" finds.
const FLAGGED = Math.floor((ARTWORKS - 1) / 10) + 1;
const port = Number(process.env.BENCH_PORT ?? 23280);
const baseUrl = `http://127.0.0.1:${port}`;
const itemCount = (count) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 2,000 processed artworks in one insert, a second apart, every 10th with a text error. */
async function seed(product) {
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into catalog.artworks
         (filename, storage_key, original_name, title, category, price_cents, is_for_sale, status,
          ocr_status, ocr_text, ocr_errors, width, height, file_size, mime_type, created_at, uploaded_at)
       select 'bench-' || n || '.png', 'originals/bench-' || n || '.png', 'bench-' || n || '.png',
              'Bench artwork ' || n, 'Core Collection',
              case when n % 3 = 0 then null else 1499 end, n % 3 <> 0,
              case when n % 10 = 1 then 'flagged' when n % 2 = 0 then 'approved' else 'pending' end,
              'processed', 'OPEN ALL NIGHT ' || n,
              case when n % 10 = 1 then array['Possible misspelling: "NIGTH"'] else '{}'::text[] end,
              1024, 1024, 200000, 'image/png',
              now() - make_interval(secs => n), now() - make_interval(secs => n)
       from generate_series(1, $1::int) as n`,
      [ARTWORKS],
    );
  } finally {
    await client.end();
  }
}

async function signIn(product) {
  return (await signInAsAdmin(baseUrl, product.adminPassword)).map((pair) => {
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl };
  });
}

async function measure(cookies) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const count = page.getByTestId('curation-count');
    const timed = async (action, until) => {
      const started = performance.now();
      await action();
      await until();
      return Math.round(performance.now() - started);
    };

    const firstRenderMs = await timed(
      () => page.goto(`${baseUrl}/dashboard?tab=curation`),
      () => page.getByRole('article').first().waitFor(),
    );
    await count.filter({ hasText: itemCount(ARTWORKS) }).waitFor();
    const cards = await page.getByRole('article').count();
    const filterMs = await timed(
      () => page.getByLabel('Filter', { exact: true }).selectOption({ label: 'Flagged Only' }),
      () => count.filter({ hasText: itemCount(FLAGGED) }).waitFor(),
    );
    const nextPageMs = await timed(
      () => page.getByRole('button', { name: 'Next page' }).click(),
      () => page.getByText(/^Page 2 of /).waitFor(),
    );
    await page.getByLabel('Filter', { exact: true }).selectOption({ label: 'All' });
    await count.filter({ hasText: itemCount(ARTWORKS) }).waitFor();
    const searchMs = await timed(
      () => page.getByLabel('Search', { exact: true }).fill(`Bench artwork ${ARTWORKS - 7}`),
      () => count.filter({ hasText: itemCount(1) }).waitFor(),
    );
    return { firstRenderMs, cards, filterMs, nextPageMs, searchMs };
  } finally {
    await browser.close();
  }
}

await runBrowserBench({ name: 'curation', port }, async (product) => {
  const seedStarted = performance.now();
  await seed(product);
  const seedMs = Math.round(performance.now() - seedStarted);
  const result = await measure(await signIn(product));
  console.log(`seeded ${ARTWORKS} artworks in ${seedMs} ms`);
  console.log(
    `Curation tab, time to first render (${result.cards} cards on the first page): ${result.firstRenderMs} ms`,
  );
  console.log(`apply the filter "Flagged Only" (${FLAGGED} matches): ${result.filterMs} ms`);
  console.log(`go to the next page of those matches: ${result.nextPageMs} ms`);
  console.log(`search a title (1 match; includes the 300 ms typing pause): ${result.searchMs} ms`);
  console.log(JSON.stringify({ artworks: ARTWORKS, ...result }));
});
