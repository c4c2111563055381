import { artworkPagePath, type Artwork, type Order } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buyInTestMode } from '../support/buy-in-test-mode';
import { E2E } from '../support/environment';
import { PRINT_INSTRUCTIONS_PDF as PDF } from '../support/print-files';
import { adminApi, FIXTURES_DIR } from '../support/storefront-data';
import { expectDelivered } from '../support/delivered-file';

// Several files per work: the curator attaches two extra files to a work from its details in
// the dashboard, a buyer sees them under "What you get" on the artwork page, buys the work, and
// downloads the original and every extra file by its own link.
const ORIGINAL = 'dev-01-correct-512.png';
const SQUARE = 'dev-04-correct-1024.webp';
const TITLE = `Print set ${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;

test('a work with two extra files shows them under "What you get" and delivers every file', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  let id = '';
  try {
    const original = readFileSync(join(FIXTURES_DIR, ORIGINAL));
    const square = readFileSync(join(FIXTURES_DIR, SQUARE));
    const upload = await api.post('/api/artworks/upload', {
      multipart: {
        artwork: { name: ORIGINAL, mimeType: 'image/png', buffer: original },
        title: TITLE,
        category: 'Core Collection',
      },
    });
    expect(upload.status()).toBe(201);
    const artwork = (await upload.json()) as Artwork;
    id = artwork.id;
    const published = await api.patch(`/api/artworks/${id}`, {
      data: { status: 'approved', price: '9.99', isForSale: true },
    });
    expect(published.ok()).toBe(true);

    // The curator attaches the files from the work's details.
    await page.goto('/dashboard');
    await page.getByLabel('Password').fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Curation' }).click();
    await page.getByLabel('Search', { exact: true }).fill(TITLE);
    const card = page.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('No extra files yet')).toBeVisible();
    const attach = async (name: string, mimeType: string, buffer: Buffer, label: string) => {
      await details.getByLabel('File to attach').setInputFiles({ name, mimeType, buffer });
      await details.getByLabel('Label (optional)').fill(label);
      await details.getByRole('button', { name: 'Attach file' }).click();
      await expect(details.getByTestId('artwork-files-list').getByText(label, { exact: true })).toBeVisible();
    };
    await attach(SQUARE, 'image/webp', square, 'Square crop');
    await attach('print-instructions.pdf', 'application/pdf', PDF, 'Print instructions');
    await expect(details.getByTestId('artwork-files-list')).toContainText('WebP · 1024 × 1024 px');
    // The order buyers see is the artist's: moved up, then back down.
    const rows = details.getByTestId('artwork-files-list').getByRole('listitem');
    await details.getByRole('button', { name: 'Move Print instructions up' }).click();
    await expect(rows.first()).toContainText('Print instructions');
    await details.getByRole('button', { name: 'Move Print instructions down' }).click();
    await expect(rows.first()).toContainText('Square crop');

    // A buyer sees them on the artwork page, under the main image.
    await page.goto(artworkPagePath({ id, title: TITLE }));
    const whatYouGet = page.getByRole('region', { name: 'What you get' });
    await expect(whatYouGet.getByText('Main image')).toBeVisible();
    const extras = whatYouGet.getByTestId('artwork-extra-files');
    await expect(extras.getByRole('listitem')).toHaveText([
      /Square crop.*WebP · 1024 × 1024 px/,
      /Print instructions.*PDF · 1 KB/,
    ]);

    // One purchase delivers them all: the original's link as before, and one link per file.
    const order = await buyInTestMode(page, id, { email: 'files@example.com', name: 'Files Buyer' });
    expect(order.links).toHaveLength(1);
    const main = await page.request.get(new URL(order.links[0] ?? '').pathname);
    expect(main.status()).toBe(200);
    await expectDelivered(await main.body(), original, 'the original');

    const answer = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as Order;
    const files = answer.downloadItems?.[0]?.files ?? [];
    expect(files.map((file) => file.label)).toEqual(['Square crop', 'Print instructions']);
    const squareDownload = await page.request.get(new URL(files[0]?.url ?? '').pathname);
    expect(squareDownload.status()).toBe(200);
    await expectDelivered(await squareDownload.body(), square, 'Square crop');
    const pdfDownload = await page.request.get(new URL(files[1]?.url ?? '').pathname);
    expect(pdfDownload.status()).toBe(200);
    await expectDelivered(await pdfDownload.body(), PDF, 'Print instructions');

    // The success page offers each file by name; the printable receipt lists them too.
    await page.goto(`/success?order=${encodeURIComponent(order.id)}`);
    await expect(page.getByRole('button', { name: `Download ${TITLE} — Print instructions` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${TITLE} — Print instructions` }).click(),
    ]);
    expect(readFileSync((await download.path()) ?? '').equals(PDF)).toBe(true);
  } finally {
    // A sold work cannot be deleted: archive it so other specs' public pages stay as they expect.
    if (id !== '') await api.patch(`/api/artworks/${id}`, { data: { status: 'archived' } });
    await api.dispose();
  }
});
