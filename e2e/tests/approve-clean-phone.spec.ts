import type { Artwork } from '@shop/contracts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../support/environment';
import { adminApi, FIXTURES_DIR } from '../support/storefront-data';

// On a phone "Approve All Clean" sat under the thumb and acted at once. A tap
// now only asks, naming the count, and the question's Apply is never where the tap landed, so a
// double tap cannot confirm it either.

const TITLE = `Approve clean phone ${E2E.runId}`;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on Approve All Clean asks with the count, away from the tap, and Cancel changes nothing', async ({
    page,
  }) => {
    const api = await adminApi();
    let artworkId = '';
    try {
      // One clean work waiting for review, read by OCR, so the question names at least one.
      const upload = await api.post('/api/artworks/upload', {
        multipart: {
          artwork: {
            name: 'approve-clean-phone.png',
            mimeType: 'image/png',
            buffer: readFileSync(join(FIXTURES_DIR, 'dev-01-correct-512.png')),
          },
          title: TITLE,
          category: 'Sci-Fi',
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      artworkId = ((await upload.json()) as Artwork).id;
      const read = async () =>
        ((await (await api.get('/api/artworks?status=pending&ocr=clean&limit=1000')).json()) as { items: Artwork[] })
          .items;
      await expect
        .poll(async () => (await read()).some((work) => work.id === artworkId), { timeout: 60_000 })
        .toBe(true);

      await page.goto('/dashboard?tab=curation');
      await page.getByLabel('Password').fill(E2E.adminPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const approve = page.getByRole('button', { name: 'Approve All Clean' });
      await expect(approve).toBeEnabled();
      const tapped = await approve.boundingBox();
      await approve.click();

      const question = page.getByRole('dialog', { name: /^Approve \d+ clean artworks?\?$/ });
      await expect(question).toBeVisible();
      const apply = await question.getByRole('button', { name: 'Apply' }).boundingBox();
      expect(tapped && apply).toBeTruthy();
      if (tapped && apply) {
        const overlaps =
          tapped.x < apply.x + apply.width &&
          apply.x < tapped.x + tapped.width &&
          tapped.y < apply.y + apply.height &&
          apply.y < tapped.y + tapped.height;
        expect(overlaps, `Apply ${JSON.stringify(apply)} under the tap ${JSON.stringify(tapped)}`).toBe(false);
      }
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      expect((await read()).some((work) => work.id === artworkId)).toBe(true);
    } finally {
      if (artworkId) await api.patch(`/api/artworks/${artworkId}`, { data: { status: 'archived' } });
      await api.dispose();
    }
  });
});
