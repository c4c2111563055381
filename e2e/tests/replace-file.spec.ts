import type { Artwork } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buyInTestMode } from '../support/buy-in-test-mode';
import { E2E } from '../support/environment';
import { adminApi, FIXTURES_DIR, flaggedArtwork, listedArtwork } from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// A work flagged for a misspelling, approved and sold anyway, gets a corrected file from
// its Curation card. The real OCR worker reads the new file clean; the work keeps its price and
// status, and the buyer's link, bought before, downloads the corrected file.
const MISSPELLED = 'dev-02-misspelled-512.jpg';
const CORRECTED = 'dev-01-correct-512.png';
const TITLE = `Corrected sign ${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const OCR_TIMEOUT_MS = 120_000;

test('a replaced file is read again clean, keeping the price, the status and the buyer’s access', async ({ page }) => {
  // Two OCR runs of small images on a shared 2-core machine.
  test.setTimeout(240_000);
  const api = await adminApi();
  let id = '';
  try {
    const upload = await api.post('/api/artworks/upload', {
      multipart: {
        artwork: { name: MISSPELLED, mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES_DIR, MISSPELLED)) },
        title: TITLE,
        category: 'Core Collection',
      },
    });
    expect(upload.status()).toBe(201);
    id = ((await upload.json()) as Artwork).id;
    await flaggedArtwork(api, id, OCR_TIMEOUT_MS);
    // The curator publishes it anyway, and it sells.
    const published = await api.patch(`/api/artworks/${id}`, {
      data: { status: 'approved', price: '14.99', isForSale: true },
    });
    expect(published.ok()).toBe(true);
    await page.goto('/download');
    const {
      links: [link],
    } = await buyInTestMode(page, id, { email: 'replace@example.com', name: 'Replace Buyer' });
    if (link === undefined) throw new Error('the order has no download link');
    const linkPath = new URL(link).pathname;
    const before = await page.request.get(linkPath);
    expect(before.status()).toBe(200);
    await expectDelivered(await before.body(), readFileSync(join(FIXTURES_DIR, MISSPELLED)), 'before the replacement');

    // The curator replaces the file from the work's card.
    await page.goto('/dashboard');
    await page.getByLabel('Password').fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Curation' }).click();
    await page.getByLabel('Search', { exact: true }).fill(TITLE);
    const card = page.getByRole('article', { name: TITLE });
    // Approved over its open findings: the card says both, never plain Flagged or Approved.
    await expect(card.getByText(/^Approved with \d+ open findings?$/)).toBeVisible();
    await card.getByRole('button', { name: 'Replace file', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Replace the file of “${TITLE}”` });
    await dialog.getByLabel('Corrected image').setInputFiles(join(FIXTURES_DIR, CORRECTED));
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(page.getByText(`File of “${TITLE}” replaced`).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Read again by the real worker: clean, still approved and priced.
    await expect
      .poll(async () => (await listedArtwork(api, id))?.ocrStatus, { timeout: OCR_TIMEOUT_MS, intervals: [500, 1000] })
      .toBe('processed');
    expect(await listedArtwork(api, id)).toMatchObject({
      status: 'approved',
      ocrErrors: [],
      price: '14.99',
      isForSale: true,
      originalName: CORRECTED,
      mimeType: 'image/png',
    });
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();

    // The buyer's link, from before, downloads the corrected file.
    const after = await page.request.get(linkPath);
    expect(after.status()).toBe(200);
    await expectDelivered(await after.body(), readFileSync(join(FIXTURES_DIR, CORRECTED)), 'after the replacement');
  } finally {
    // A sold work cannot be deleted: archive it so other specs' public pages stay as they expect.
    if (id !== '') await api.patch(`/api/artworks/${id}`, { data: { status: 'archived' } });
    await api.dispose();
  }
});
