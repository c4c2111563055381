import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { RESUMABLE_UPLOAD_PATH } from '@shop/contracts';
import { E2E } from '../support/environment';
import { signInAsCurator } from '../support/mail-journey';

// The part that finishes a resumable upload is stored, but its answer never reaches the page (a
// dropped connection as the work is saved). The dashboard asks where the upload stands, finds it
// finished with the server's kept answer, and shows the work: one work, not a second upload of
// the whole file.

const TITLE = `Answer lost ${E2E.runId}`;
const MiB = 1024 * 1024;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1800 × 1800 PNG of noise (over 8 MiB: the dashboard sends it by the resumable path, in one part). */
function writeOriginal(path: string): number {
  const side = 1800;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  expect(png.length).toBeGreaterThan(8 * MiB);
  writeFileSync(path, png);
  return png.length;
}

async function fileSizesTitled(page: Page, title: string): Promise<number[]> {
  const listed = await page.request.get(`/api/artworks?q=${encodeURIComponent(title)}`);
  if (!listed.ok()) return [];
  type Listed = { title: string; fileSize: number }[];
  const body = (await listed.json()) as Listed | { items?: Listed };
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items.filter((artwork) => artwork.title === title).map((artwork) => artwork.fileSize);
}

test.describe('a resumable upload whose last answer is lost', () => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-lost-answer-'));
  const file = join(dir, 'lost-answer.png');
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('shows the stored work from the answer the server kept, and stores it once', async ({ page }) => {
    const bytes = writeOriginal(file);
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
