import AxeBuilder from '@axe-core/playwright';
import { DOWNLOAD_LICENCE, artworkPagePath, artworkShortId } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork, usd, type SeededArtwork } from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// A shared artwork URL opened directly renders its page (preview, price, licence, more
// from the category); the preview zooms and closes with Escape; Add to Cart puts it in the cart,
// with the licence there too; the whole purchase from the header's search to the download; on a
// 390 px phone and a 1366 px desktop, without horizontal scroll.

let api: APIRequestContext;
let artwork: SeededArtwork;
let sibling: SeededArtwork;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, hasTouch: false },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  // A string, as the other specs evaluate: this project has no DOM types.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('artwork pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({}, testInfo) => {
    // A worker restarted after a failure seeds again: its own titles, so each card is found once.
    const tag = `${E2E.runId}-${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
    api = await adminApi();
    artwork = await seedArtwork(api, {
      fixture: 'dev-06-correct-1920.jpg',
      title: `Orbit Harbour ${tag}`,
      category: 'Sci-Fi',
      price: '21.50',
      isForSale: true,
    });
    sibling = await seedArtwork(api, {
      fixture: 'dev-01-correct-512.png',
      title: `Moon Relay ${tag}`,
      category: 'Sci-Fi',
      price: '14.99',
      isForSale: true,
    });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  for (const { name, viewport, hasTouch } of VIEWPORTS) {
    test.describe(`${name} (${viewport.width} px)`, () => {
      test.use({ viewport, hasTouch });

      test('a shared URL renders the page, zooms, and adds to the cart with the licence', async ({ page }) => {
        await page.goto(artworkPagePath(artwork));
        await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
        await expect(page.getByTestId('artwork-price')).toContainText('$21.50');
        await expect(page.getByRole('link', { name: 'Sci-Fi', exact: true })).toHaveAttribute('href', '/sci-fi');
        await expect(page.getByText(/^(OCR Verified|Processing)$/)).toBeVisible();
        await expect(page.getByRole('region', { name: DOWNLOAD_LICENCE.heading })).toContainText(
          DOWNLOAD_LICENCE.terms[1],
        );
        const related = page.getByRole('region', { name: 'More from Sci-Fi' });
        await expect(related.getByRole('link', { name: sibling.title })).toHaveAttribute(
          'href',
          artworkPagePath(sibling),
        );
        await expectNoHorizontalScroll(page);
        // The whole WCAG 2 A/AA rule set (Lighthouse's accessibility audit is axe's).
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(
          axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);

        // Zoom: open, zoom in, Escape closes and gives focus back.
        const zoomButton = page.getByRole('button', { name: `Zoom into ${artwork.title}` });
        await zoomButton.click();
        const zoom = page.getByRole('dialog', { name: `${artwork.title} (zoomed)` });
        await expect(zoom).toBeVisible();
        await expect(zoom.getByRole('img', { name: artwork.title })).toBeVisible();
        await zoom.getByRole('button', { name: 'Zoom in' }).click();
        await expect(zoom.getByTestId('artwork-zoom-area')).toHaveAttribute('data-zoom', '3');
        await page.keyboard.press('Escape');
        await expect(zoom).toBeHidden();
        await expect(zoomButton).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(zoom).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(zoom).toBeHidden();

        // Add to Cart: the cart holds it once, with the licence.
        await page.getByRole('button', { name: `Add to Cart: ${artwork.title}` }).click();
        const cart = page.getByRole('dialog', { name: 'Cart' });
        await expect(cart.getByText(artwork.title)).toBeVisible();
        await expect(cart.getByTestId('cart-total')).toHaveText('$21.50');
        await expect(cart.getByRole('region', { name: DOWNLOAD_LICENCE.heading })).toBeVisible();
        await expectNoHorizontalScroll(page);
      });

      test('the whole purchase: search, the artwork page, zoom, cart, checkout, pay in test mode, download', async ({
        page,
      }) => {
        // Search from the shop header finds the piece by its title.
        await page.goto('/');
        const search = page.getByRole('search');
        await search.getByRole('searchbox', { name: 'Search artworks' }).fill(artwork.title);
        await search.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/\/search\?q=/);
        const results = page.getByRole('region', { name: `Results for “${artwork.title}”` });
        await expect(results.getByText('1 artwork found')).toBeVisible();
        await expectNoHorizontalScroll(page);
        await results.getByRole('article', { name: artwork.title }).getByRole('link', { name: artwork.title }).click();

        // Its page: zoom in and out again.
        await expect(page).toHaveURL(new RegExp(`${artworkPagePath(artwork)}$`));
        await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
        await page.getByRole('button', { name: `Zoom into ${artwork.title}` }).click();
        const zoom = page.getByRole('dialog', { name: `${artwork.title} (zoomed)` });
        await zoom.getByRole('button', { name: 'Zoom in' }).click();
        await expect(zoom.getByTestId('artwork-zoom-area')).toHaveAttribute('data-zoom', '3');
        await page.keyboard.press('Escape');
        await expect(zoom).toBeHidden();

        // Cart, then checkout in a state without sales tax.
        await page.getByRole('button', { name: `Add to Cart: ${artwork.title}` }).click();
        const cart = page.getByRole('dialog', { name: 'Cart' });
        await expect(cart.getByTestId('cart-total')).toHaveText('$21.50');
        await cart.getByRole('button', { name: 'Checkout' }).click();
        await expect(page).toHaveURL(/\/checkout-with-tax$/);
        await page.getByLabel('State').selectOption('OR');
        await expect(page.getByTestId('checkout-total')).toHaveText(usd(2150));
        await expectNoHorizontalScroll(page);
        await page.getByRole('button', { name: `Continue to Payment - ${usd(2150)}` }).click();

        // Pay in test mode; the success page hands over the original.
        await page.getByLabel('Name').fill('Grace Hopper');
        await page.getByLabel('Email').fill('grace@example.com');
        await page.getByRole('button', { name: `Pay ${usd(2150)}` }).click();
        await expect(page).toHaveURL(/\/success\?order=[^&]+$/);
        await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: `Download ${artwork.title}` }).click(),
        ]);
        await expectDelivered(readFileSync(await download.path()), artwork.fixtureBytes, artwork.title);
      });

      test('an old slug is replaced by the canonical URL, an unknown artwork is the 404 page', async ({ page }) => {
        await page.goto(`/art/an-old-title-${artworkShortId(artwork.id)}`);
        await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${artworkPagePath(artwork)}$`));

        await page.goto('/art/no-such-piece-000000000000');
        await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      });

      test('gallery cards show prices without hover and link to the artwork page', async ({ page }) => {
        await page.goto('/sci-fi');
        const card = page.getByRole('article', { name: artwork.title });
        await expect(card.getByText('$21.50', { exact: true })).toBeVisible();
        await card.getByRole('link', { name: artwork.title }).click();
        await expect(page).toHaveURL(new RegExp(`${artworkPagePath(artwork)}$`));
        await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
      });
    });
  }
});
