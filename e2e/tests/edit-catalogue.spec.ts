import type { Artwork } from '@shop/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { adminApi, seedArtwork } from '../support/storefront-data';

// The curator prices one work in its Edit dialog, then prices a shift-click selection
// in one confirmed batch, and undoes it; the server keeps exactly what the screen said.
// It finds its own works by a title no other run uses (the Curation search), so it passes in any
// order beside the other spec files and whatever they leave in the catalogue.
const tag = `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const TITLES = [`Edit A ${tag}`, `Edit B ${tag}`, `Edit C ${tag}`] as const;

async function prices(api: APIRequestContext, ids: readonly string[]) {
  const list = (await (await api.get('/api/artworks')).json()) as Artwork[];
  return ids.map((id) => {
    const artwork = list.find((candidate) => candidate.id === id);
    return artwork === undefined ? 'missing' : `${artwork.price ?? 'none'}/${artwork.isForSale ? 'sale' : 'no'}`;
  });
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the curator prices one work, then a selection in a batch, and undoes the batch', async ({ page }) => {
  // Three uploads and a dozen dialogs on a 2-core machine shared with other runs.
  test.setTimeout(120_000);
  const api = await adminApi();
  try {
    const seeded: Artwork[] = [];
    for (const title of TITLES) {
      seeded.push(
        await seedArtwork(api, {
          fixture: 'dev-05-none-512.webp',
          title,
          category: 'Core Collection',
          price: null,
          isForSale: false,
        }),
      );
    }
    const ids = seeded.map((artwork) => artwork.id);

    await page.goto('/dashboard');
    await page.getByLabel('Password').fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Curation' }).click();
    await page.getByLabel('Search', { exact: true }).fill(tag);
    await expect(page.getByTestId('curation-count')).toHaveText('3 items');

    // One work: its Edit dialog.
    await card(page, TITLES[0]).getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit: ${TITLES[0]}` });
    await dialog.getByLabel('Price (USD)').fill('12.5');
    await dialog.getByLabel('For sale').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Price $12.50, now for sale.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await prices(api, ids)).toEqual(['12.50/sale', 'none/no', 'none/no']);

    // A selection: B, then shift-click A (newest first, so C lies between them).
    await page.getByRole('checkbox', { name: `Select “${TITLES[1]}”` }).click();
    await page.getByRole('checkbox', { name: `Select “${TITLES[0]}”` }).click({ modifiers: ['Shift'] });
    await expect(page.getByRole('checkbox', { name: `Select “${TITLES[2]}”` })).not.toBeChecked();
    await expect(page.getByTestId('selection-count')).toHaveText('2 artworks selected');
    await page.getByLabel('New price (USD)').fill('19.99');
    await page.getByRole('button', { name: 'Set price' }).click();
    const confirm = page.getByRole('dialog', { name: 'Set price $19.99 on 2 artworks?' });
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('2 artworks updated').first()).toBeVisible();
    // The toast offers Undo for 5 s; a pointer over it holds it open (as for a person reading it)
    // while the server's state is checked, so a slow machine cannot close it under the test.
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.hover();
    expect(await prices(api, ids)).toEqual(['19.99/sale', '19.99/no', 'none/no']);

    // Undo puts each work back to its own price.
    await undo.click();
    await expect(page.getByText('Undone: 2 artworks restored').first()).toBeVisible();
    expect(await prices(api, ids)).toEqual(['12.50/sale', 'none/no', 'none/no']);
  } finally {
    await api.dispose();
  }
});
