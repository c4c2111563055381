import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, RESUMABLE_UPLOAD_PART_BYTES } from '@shop/contracts';
import { E2E } from '../support/environment';
import { fileSizesTitled, writeNoisePng } from '../support/large-originals';
import { signInAsCurator } from '../support/mail-journey';

// A large original goes in parts (tus): the page is reloaded while it is under way, the same file
// is picked again, and the upload goes on from what the server already has instead of starting over.

const MiB = 1024 * 1024;
const PART_BYTES = RESUMABLE_UPLOAD_PART_BYTES;
// The largest original the shop takes (200 MiB). Sent at 4 MiB/s until the reload, so the first
// part is stored after 4 s and the reload lands long before the last (the first part's answer is
// seen as it comes); after the reload, at the machine's full speed.
const FILE_BYTES = MAX_UPLOAD_BYTES;
const UPLOAD_BYTES_PER_SECOND = 4 * MiB;
const TITLE = `Large master ${E2E.runId}`;

/**
 * Sends the upload's bytes at `bytesPerSecond` (-1: unthrottled), so the reload lands mid-way
 * whatever the machine.
 */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function pickFile(page: Page, path: string): Promise<void> {
  await page.getByLabel('Artwork Title').fill(TITLE);
  await page.getByLabel('Category').selectOption('Core Collection');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse Files' }).click();
  await (await chooser).setFiles(path);
}

test.describe('a large original', () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-large-'));
  const file = join(dir, 'print-master.png');
  test.beforeAll(() => writeNoisePng(file, { side: 512, padTo: FILE_BYTES }));
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('uploads in parts with a progress bar, survives a reload mid-way and resumes where it stopped', async ({
    page,
  }) => {
    await signInAsCurator(page);
    const cdp = await page.context().newCDPSession(page);
    await throttleUploads(cdp, UPLOAD_BYTES_PER_SECOND);
    // Waited for from before the pick: on a quiet machine the creation answers before the
    // progress bar is checked, and a wait set up after it would never see it.
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/artworks/uploads'),
    );
    // Mid-way by the server's own count: at least one whole part stored, the file not finished.
    // Read from the answers to the page's own PATCHes, not asked with a HEAD: tus locks an upload
    // for a HEAD and cancels the PATCH holding it, so a poll of HEADs kept cutting the part being
    // sent, and on a busy machine no part was ever finished (the offset stood still for 60 s).
    const partStored = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes('/api/artworks/uploads/') &&
        Number(response.headers()['upload-offset'] ?? 0) >= PART_BYTES,
      { timeout: 90_000 },
    );
    await pickFile(page, file);

    const progress = page.getByRole('progressbar', { name: `Upload progress for ${TITLE}` });
    await expect(progress).toBeVisible();

    const upload = await created;
    expect(upload.status()).toBe(201);
    const location = new URL(upload.headers().location ?? '', page.url()).pathname;
    const stored = await partStored;
    expect(stored.url()).toMatch(new RegExp(`${location}$`));
    const storedBeforeReload = Number(stored.headers()['upload-offset']);
    expect(storedBeforeReload).toBeLessThan(FILE_BYTES);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Upload & Process Artwork' })).toBeVisible();
    await throttleUploads(cdp, -1);

    // The same file again: no new upload is created; the first part sent starts where the server stood.
    const createdAgain: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/artworks/uploads'))
        createdAgain.push(request.url());
    });
    const firstPart = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(location),
    );
    await pickFile(page, file);
    const resumedAt = Number((await firstPart).headers()['upload-offset']);
    expect(resumedAt).toBeGreaterThanOrEqual(storedBeforeReload);
    await expect(progress).toBeVisible();

    // Stored once, whole: the server's artwork has every byte of the file.
    await expect.poll(() => fileSizesTitled(page, TITLE), { timeout: 120_000 }).toEqual([FILE_BYTES]);
    await expect(page.getByRole('listitem', { name: `${TITLE} (print-master.png)` })).not.toContainText('Failed');
    expect(createdAgain).toEqual([]);
  });
});
