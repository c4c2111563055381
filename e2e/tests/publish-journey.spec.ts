import type { Artwork, ArtworkPage } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E } from '../support/environment';
import { signInAsCurator } from '../support/mail-journey';
import { adminApi, archiveTagged, FIXTURES_DIR } from '../support/storefront-data';

// An artist publishes a work in one step and sees its price on the card, at
// 390 px (@narrow) and 1366 px. The artist uploads a work in the dashboard (title and category,
// no price), waits for its OCR, opens it in Curation from the Processing Queue, and in its Edit
// dialog enters a price and presses "Publish for sale" once: the card shows the price and "For
// sale", the work is approved, and a visitor finds it in the shop's gallery at that price. The work
// has a title of its own and is archived at the end, so other specs find the catalogue as they
// left it.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const FIXTURE = 'dev-05-none-512.webp';
const CATEGORY = 'Abstract Art';
const PRICE = '17.50';

async function findWork(title: string): Promise<Artwork | undefined> {
  const api = await adminApi();
  try {
    const found = (await (
      await api.get(`/api/artworks?q=${encodeURIComponent(title)}&limit=10`)
    ).json()) as ArtworkPage;
    return found.items.find((artwork) => artwork.title === title);
  } finally {
    await api.dispose();
  }
}

test('an artist uploads a work and publishes it for sale in one step; its card and the shop show the price @narrow', async ({
  page,
  browser,
}, testInfo) => {
  // An upload through OCR on a shared 2-core machine.
  test.setTimeout(180_000);
  const title = `Publish ${testInfo.project.name} ${tag}`;
  try {
    // Upload: the title and category, no price.
    await signInAsCurator(page);
    await page.getByLabel('Artwork Title').fill(title);
    await page.getByLabel('Category').selectOption(CATEGORY);
    const chooserPromise = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Browse Files' }).click();
    await (await chooserPromise).setFiles(join(FIXTURES_DIR, FIXTURE));

    // The Processing Queue names it by its title; once its OCR is done it links to its card.
    const item = page.getByRole('listitem', { name: `${title} (${FIXTURE})` });
    await expect(item.getByText('OCR Analysis: Processing completed')).toBeVisible({ timeout: 120_000 });
    await item.getByRole('link', { name: 'Open in Curation' }).click();
    await expect(page.getByRole('tab', { name: 'Curation', selected: true })).toBeVisible();

    // The card: no price yet, not for sale.
    const card = page.getByRole('article', { name: title });
    await expect(card.getByTestId('sale-state')).toHaveText('No priceNot for sale');

    // One step: a price, then Publish for sale.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit: ${title}` });
    await dialog.getByLabel('Price (USD)').fill(PRICE);
    await dialog.getByRole('button', { name: 'Publish for sale' }).click();
    await expect(page.getByText(`“${title}” is published for sale`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The card says what it sells for, that it is on sale, and that it is approved.
    await expect(card.getByTestId('sale-state')).toHaveText(`$${PRICE}For sale`);
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Publish for sale' })).toHaveCount(0);
    const saved = await findWork(title);
    expect(saved && { status: saved.status, price: saved.price, isForSale: saved.isForSale }).toEqual({
      status: 'approved',
      price: PRICE,
      isForSale: true,
    });

    // A visitor finds it in the shop's gallery at that price, ready to buy.
    const visitor = await browser.newPage();
    try {
      await visitor.goto('/abstract-art');
      const shopCard = visitor
        .getByRole('list', { name: CATEGORY })
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('link', { name: title, exact: true }) });
      await expect(shopCard.getByText(`$${PRICE}`, { exact: true })).toBeVisible();
      await expect(shopCard.getByRole('button', { name: `Purchase Digital Download: ${title}` })).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await archiveTagged(tag);
  }
});
