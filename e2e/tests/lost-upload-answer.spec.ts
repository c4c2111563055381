import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESUMABLE_UPLOAD_PATH } from '@shop/contracts';
import { E2E } from '../support/environment';
import { fileSizesTitled, writeNoisePng } from '../support/large-originals';
import { signInAsCurator } from '../support/mail-journey';

// The part that finishes a resumable upload is stored, but its answer never reaches the page (a
// dropped connection as the work is saved). The dashboard asks where the upload stands, finds it
// finished with the server's kept answer, and shows the work: one work, not a second upload of
// the whole file.

const TITLE = `Answer lost ${E2E.runId}`;
const MiB = 1024 * 1024;

test.describe('a resumable upload whose last answer is lost', () => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-lost-answer-'));
  const file = join(dir, 'lost-answer.png');
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('shows the stored work from the answer the server kept, and stores it once', async ({ page }) => {
    // Over 8 MiB: the dashboard sends it by the resumable path, in one part.
    const bytes = writeNoisePng(file, { side: 1800, level: 0 });
    expect(bytes).toBeGreaterThan(8 * MiB);
    await signInAsCurator(page);
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(RESUMABLE_UPLOAD_PATH)) creations.push(request.url());
    });
    let cut = 0;
    await page.route(`**${RESUMABLE_UPLOAD_PATH}/*`, async (route) => {
      if (route.request().method() !== 'PATCH' || cut > 0) return route.continue();
      // The server receives the part and stores the work; the page never hears of it.
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      cut += 1;
      await route.abort('connectionreset');
    });

    await page.getByLabel('Artwork Title').fill(TITLE);
    await page.getByLabel('Category').selectOption('Core Collection');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Browse Files' }).click();
    await (await chooser).setFiles(file);

    const item = page.getByRole('listitem', { name: `${TITLE} (lost-answer.png)` });
    await expect(item).toContainText('OCR Analysis', { timeout: 60_000 });
    await expect(item).not.toContainText('Failed');
    expect(cut).toBe(1);
    expect(creations).toHaveLength(1);
    await expect.poll(() => fileSizesTitled(page, TITLE), { timeout: 30_000 }).toEqual([bytes]);
  });
});
