import type { ArtworkFileList } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { journeyTag, signInAsCurator } from '../support/mail-journey';
import { adminApi, seedArtwork } from '../support/storefront-data';

// A large extra file goes through the resumable (tus) path from the work's details, as a large
// original does: in parts sent by PATCH to /api/artworks/uploads, then listed with its format and
// size. (Its bytes, and a resume after a cut, are checked in the catalog's resumable-uploads tests.)
const TITLE = `Large extra ${journeyTag()}`;
const MiB = 1024 * 1024;

/** A PDF of 12 MiB: a header, then comment lines (a reader skips them), then the end marker. */
function largePdf(): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(12 * MiB - head.length - tail.length, '%');
  for (let at = 79; at < filler.length; at += 80) filler[at] = 0x0a;
  return Buffer.concat([head, filler, tail]);
}

test("an extra file of 12 MiB is attached from the work's details through the resumable path", async ({ page }) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  let id = '';
  try {
    id = (
      await seedArtwork(api, {
        fixture: 'dev-01-correct-512.png',
        title: TITLE,
        category: 'Core Collection',
        price: '9.99',
        isForSale: true,
      })
    ).id;
    await signInAsCurator(page);
    await page.getByRole('tab', { name: 'Curation' }).click();
    await page.getByLabel('Search', { exact: true }).fill(TITLE);
    await page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('No extra files yet')).toBeVisible();

    const parts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/artworks/uploads/'))
        parts.push(request.url());
    });
    await details
      .getByLabel('File to attach')
      .setInputFiles({ name: 'print-notes.pdf', mimeType: 'application/pdf', buffer: largePdf() });
    await details.getByLabel('Label (optional)').fill('Print notes');
    await details.getByRole('button', { name: 'Attach file' }).click();

    const list = details.getByTestId('artwork-files-list');
    await expect(list.getByText('Print notes', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(list).toContainText('PDF · 12.6 MB');
    expect(parts.length).toBeGreaterThan(0);
    const { files } = (await (await api.get(`/api/artworks/${id}/files`)).json()) as ArtworkFileList;
    expect(files.map((file) => file.sizeBytes)).toEqual([12 * MiB]);
  } finally {
    if (id !== '') await api.delete(`/api/artworks/${id}`);
    await api.dispose();
  }
});
