import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork } from '../support/storefront-data';

// Hostile input: a title carrying markup is shown as the text it is, in the shop and in
// the dashboard, and none of it runs.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const HOSTILE_TITLE = `<img src=x onerror="window.__pwned=1"><b>Bold ${tag}</b><script>window.__pwned=2</script>`;

async function expectShownAsText(page: Page) {
  await expect(page.getByText(HOSTILE_TITLE, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: `Bold ${tag}` })).toHaveCount(0);
}

test('a title with markup renders as text in the shop and in the dashboard', async ({ page }) => {
  const api = await adminApi();
  try {
    await seedArtwork(api, {
      fixture: 'dev-05-none-512.webp',
      title: HOSTILE_TITLE,
      category: 'Core Collection',
      price: '14.99',
      isForSale: true,
    });
  } finally {
    await api.dispose();
  }

  await page.goto('/');
  await expectShownAsText(page);

  await page.goto('/dashboard');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Curation' }).click();
  // Its own work, wherever it sorts among what other spec files left.
  await page.getByLabel('Search', { exact: true }).fill(tag);
  await expect(page.getByTestId('curation-count')).toHaveText('1 item');
  await expectShownAsText(page);
});
