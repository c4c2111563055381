import { artworkPagePath } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork } from '../support/storefront-data';

// What a crawler and a shared link see of a page, in a real browser behind the CSP.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const HOSTILE_TITLE = `<img src=x onerror="window.__pwned=1"></script><script>window.__pwned=2</script> Koi ${tag}`;

test('an artwork page carries its own head and Product JSON-LD, and none of a hostile title runs', async ({ page }) => {
  const api = await adminApi();
  let path: string;
  try {
    const artwork = await seedArtwork(api, {
      fixture: 'dev-05-none-512.webp',
      title: HOSTILE_TITLE,
      category: 'Sci-Fi',
      price: '14.99',
      isForSale: true,
    });
    path = artworkPagePath(artwork);
  } finally {
    await api.dispose();
  }
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${HOSTILE_TITLE} — Sci-Fi | Algorithmic Art Gallery`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    name?: string;
    offers?: { price?: string; priceCurrency?: string };
  };
  expect(jsonLd).toMatchObject({ name: HOSTILE_TITLE, offers: { price: '14.99', priceCurrency: 'USD' } });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/files\/.+\?w=1600$/);
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  await expect(page.locator('head img')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('unknown pages and artworks answer 404 and show the app’s 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/art/unknown-000000000000']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
});
