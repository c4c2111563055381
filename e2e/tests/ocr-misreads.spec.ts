import {
  artworkPagePath,
  type Artwork,
  type ArtworkOcrFindings,
  type OcrMisreadList,
  type WordList,
} from '@shop/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../support/environment';
import { adminApi, FIXTURES_DIR, flaggedArtwork } from '../support/storefront-data';

// "Misread: the image says …" clears a finding on its work without teaching the shop a word, and
// a work approved over open findings is never called "OCR Verified" (it is "Curator approved").
// Both works are read by the real OCR worker; the fixture's misspellings stand in for misreadings.
// Not dev-12: dashboard.spec accepts its one misspelling ("Prnits") as a shop word, so a later
// upload of it is clean. dev-03 has two misspellings that no other journey accepts.
const FIXTURE = 'dev-03-misspelled-1024.png';
const tag = () => `${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const OCR_TIMEOUT_MS = 120_000;

async function upload(api: APIRequestContext, title: string): Promise<Artwork> {
  const response = await api.post('/api/artworks/upload', {
    multipart: {
      artwork: { name: FIXTURE, mimeType: 'image/png', buffer: readFileSync(join(FIXTURES_DIR, FIXTURE)) },
      title,
      category: 'Core Collection',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Artwork;
}

async function openCard(page: Page, title: string) {
  await page.goto('/dashboard');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Curation' }).click();
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page.getByTestId('curation-count')).toHaveText('1 item');
  return page.getByRole('article', { name: title });
}

test('a misreading clears its finding on the work alone, and no word joins the shop', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  try {
    const misread = await upload(api, `Misread sign ${tag()}`);
    const approvedOver = await upload(api, `Approved over findings ${tag()}`);
    await flaggedArtwork(api, misread.id, OCR_TIMEOUT_MS);
    const { findings } = (await (
      await api.get(`/api/artworks/${misread.id}/ocr-findings`)
    ).json()) as ArtworkOcrFindings;
    expect(findings.length).toBeGreaterThan(0);

    const card = await openCard(page, misread.title);
    await expect(card.getByText('Flagged', { exact: true })).toBeVisible();
    const list = card.getByRole('list', { name: 'Open OCR findings' });
    await expect(list.getByRole('listitem')).toHaveCount(findings.length);
    // Each finding in turn: "Misread: the image says …", prefilled with the likeliest reading, saved.
    for (let left = findings.length; left > 0; left -= 1) {
      const item = list.getByRole('listitem').first();
      await item.getByRole('button', { name: 'Misread: the image says …' }).click();
      await expect(item.getByRole('textbox', { name: 'The image says' })).not.toHaveValue('');
      await item.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(list.getByRole('listitem')).toHaveCount(left - 1);
    }
    // Clean now: OCR's flag cleared, back to review as a clean work is, its text verified.
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByTestId('ocr-outcome')).toHaveText('OCR Verified');

    const words = ((await (await api.get('/api/words')).json()) as WordList).words.map((word) => word.toLowerCase());
    for (const finding of findings) expect(words).not.toContain(finding.word.toLowerCase());
    const recorded = (await (await api.get('/api/ocr/misreads?limit=500')).json()) as OcrMisreadList;
    expect(
      recorded.items
        .filter((item) => item.artworkId === misread.id)
        .map((item) => item.word)
        .sort(),
    ).toEqual(findings.map((finding) => finding.word).sort());

    // The other work, approved while its findings are open: said so on its card, and never
    // "OCR Verified" on its public page.
    const read = await flaggedArtwork(api, approvedOver.id, OCR_TIMEOUT_MS);
    const approve = await api.patch(`/api/artworks/${approvedOver.id}`, { data: { status: 'approved' } });
    expect(approve.ok()).toBe(true);
    const open = read.ocrErrors.length;
    await page.getByLabel('Search', { exact: true }).fill(approvedOver.title);
    const approvedCard = page.getByRole('article', { name: approvedOver.title });
    await expect(
      approvedCard.getByText(`Approved with ${open} open ${open === 1 ? 'finding' : 'findings'}`),
    ).toBeVisible();

    await page.goto(artworkPagePath(read));
    await expect(page.getByRole('heading', { level: 1, name: approvedOver.title })).toBeVisible();
    await expect(page.getByText('Curator approved', { exact: true })).toBeVisible();
    await expect(page.getByText(/OCR Verified/)).toHaveCount(0);
  } finally {
    await api.dispose();
  }
});
