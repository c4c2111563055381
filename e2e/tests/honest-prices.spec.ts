import { SHOP_PAGES, artworkPagePath, type Artwork, type ReferencePriceSettings } from '@shop/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { backdatePriceHistory, setReferencePrice } from '../support/prices';
import { adminApi, seedArtwork, type SeededArtwork } from '../support/storefront-data';

// Honest prices: a struck price only where the artist set a compare-at price above the
// price, never above the lowest price of the last 30 days, and SPEC's shop-wide $29.99 off
// unless the artist turns it on. At 1366 px and, tagged @narrow, at 390 px.

let api: APIRequestContext;
let referenceBefore: ReferencePriceSettings;
let plain: SeededArtwork;
let raised: Artwork;
let reduced: Artwork;

const CATEGORY = SHOP_PAGES.abstractArt.category;

/** The work's card on the Abstract Art page, the gallery whose cards strike prices (SPEC §2). */
async function galleryCard(page: Page, title: string): Promise<Locator> {
  await page.goto(SHOP_PAGES.abstractArt.path);
  const card = page.getByRole('list', { name: CATEGORY }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  return card;
}

async function withCompareAt(spec: { title: string; price: string; compareAt: string }): Promise<Artwork> {
  const seeded = await seedArtwork(api, {
    fixture: 'dev-01-correct-512.png',
    title: spec.title,
    category: CATEGORY,
    price: spec.price,
    isForSale: true,
  });
  const response = await api.patch(`/api/artworks/${seeded.id}`, { data: { compareAtPrice: spec.compareAt } });
  if (!response.ok()) throw new Error(`compare-at failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Artwork;
}

test.describe('honest prices @narrow', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({}, testInfo) => {
    const tag = `${E2E.runId}-${testInfo.project.name}`;
    api = await adminApi();
    // Whatever an earlier spec left: the new install's default, off.
    referenceBefore = await setReferencePrice(api, { enabled: false, price: '29.99' });
    plain = await seedArtwork(api, {
      fixture: 'dev-05-none-512.webp',
      title: `Plain Price ${tag}`,
      category: CATEGORY,
      price: '9.99',
      isForSale: true,
    });
    raised = await withCompareAt({ title: `Raised Price ${tag}`, price: '15.00', compareAt: '25.00' });
    // $10.00 twenty days ago, $15.00 since three days ago.
    await backdatePriceHistory(raised.id, [
      [1000, 20],
      [1500, 3],
    ]);
    reduced = await withCompareAt({ title: `Reduced Price ${tag}`, price: '12.00', compareAt: '25.00' });
    // $18.00 for forty days, $12.00 since five days ago.
    await backdatePriceHistory(reduced.id, [
      [1800, 45],
      [1200, 5],
    ]);
    // A curator write tells the gateways to forget public answers cached before the rewrite.
    for (const work of [raised, reduced]) {
      const touched = await api.patch(`/api/artworks/${work.id}`, { data: { title: work.title } });
      if (!touched.ok()) throw new Error(`touch failed: ${touched.status()} ${await touched.text()}`);
    }
  });

  test.afterAll(async () => {
    await setReferencePrice(api, referenceBefore);
    await api.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/no-such-page');
    await page.evaluate('localStorage.clear(); sessionStorage.clear();');
  });

  test('a new work without a compare-at price shows no struck price: card, artwork page, cart', async ({ page }) => {
    const card = await galleryCard(page, plain.title);
    await expect(card.getByText('$9.99')).toBeVisible();
    await expect(card.locator('s')).toHaveCount(0);
    await expect(card.getByText('$29.99')).toHaveCount(0);

    await page.goto(artworkPagePath(plain));
    await expect(page.getByTestId('artwork-price')).toContainText('$9.99');
    await expect(page.getByTestId('artwork-price')).not.toContainText('$29.99');
    await expect(page.getByTestId('artwork-struck-price')).toHaveCount(0);
    await expect(page.getByText('Original price')).toHaveCount(0);

    await page.getByRole('button', { name: `Add to Cart: ${plain.title}` }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByText(plain.title)).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('$9.99');
    await expect(cart.locator('s')).toHaveCount(0);
    await expect(cart.getByText('$29.99')).toHaveCount(0);
  });

  test('a price that rose in the last 30 days strikes nothing above its lowest', async ({ page }) => {
    const card = await galleryCard(page, raised.title);
    await expect(card.getByText('$15.00')).toBeVisible();
    await expect(card.locator('s')).toHaveCount(0);
    await expect(card.getByText('$25.00')).toHaveCount(0);

    await page.goto(artworkPagePath(raised));
    await expect(page.getByTestId('artwork-price')).toContainText('$15.00');
    await expect(page.getByTestId('artwork-price')).not.toContainText('$25.00');
    await expect(page.getByTestId('artwork-struck-price')).toHaveCount(0);
  });

  test('a reduced price strikes the lowest price of the 30 days before, not the higher compare-at', async ({
    page,
  }) => {
    await page.goto(artworkPagePath(reduced));
    await expect(page.getByTestId('artwork-struck-price')).toHaveText('$18.00');
    await expect(page.getByTestId('artwork-price')).toContainText('Original price');
    await expect(page.getByText('$25.00')).toHaveCount(0);
    const card = await galleryCard(page, reduced.title);
    await expect(card.locator('s')).toHaveText('$18.00');
  });
});
