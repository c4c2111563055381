import type { Artwork, ArtworkOcrFindings } from '@shop/contracts';
import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../support/environment';
import { adminApi, FIXTURES_DIR, flaggedArtwork } from '../support/storefront-data';

// A flagged image shows its findings boxed on the image, on the Curation card (a
// letterboxed square) and in the full-size view. A 16:9 fixture with known misspellings, read by
// the real OCR worker, so the boxes must land inside the image and not on the bars around it.
const FIXTURE = 'dev-07-misspelled-1920.webp';
const TITLE = `Boxed findings ${E2E.runId}-${Math.random().toString(36).slice(2, 8)}`;
const OCR_TIMEOUT_MS = 120_000;
/** What the fixture's misspellings were meant to say (the worker suggests them). */
const INTENDED: Record<string, string> = { CELEBARTE: 'CELEBRATE', FREINDS: 'FRIENDS' };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function rectOf(locator: Locator): Promise<Rect> {
  const rect = await locator.boundingBox();
  if (rect === null) throw new Error('element has no layout box');
  return rect;
}

/** `inner` lies within `outer`, give or take a pixel of rounding and the box's own border. */
function expectInside(inner: Rect, outer: Rect) {
  const slack = 2;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - slack);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - slack);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + slack);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + slack);
}

/** Where the finding's box (original pixels) should be drawn over an image displayed at `image`. */
function expectAt(drawn: Rect, image: Rect, box: Rect, original: { width: number; height: number }) {
  const scale = image.width / original.width;
  expect(Math.abs(drawn.x - (image.x + box.x * scale))).toBeLessThan(3);
  expect(Math.abs(drawn.y - (image.y + box.y * scale))).toBeLessThan(3);
  expect(Math.abs(drawn.width - box.width * scale)).toBeLessThan(3);
}

test('a flagged image shows its OCR findings boxed on it, on the card and in the full-size view', async ({ page }) => {
  // One 1920 px image through OCR on a shared 2-core machine.
  test.setTimeout(180_000);
  const api = await adminApi();
  try {
    const upload = await api.post('/api/artworks/upload', {
      multipart: {
        artwork: { name: FIXTURE, mimeType: 'image/webp', buffer: readFileSync(join(FIXTURES_DIR, FIXTURE)) },
        title: TITLE,
        category: 'Core Collection',
      },
    });
    expect(upload.status()).toBe(201);
    const { id } = (await upload.json()) as Artwork;

    // The real worker reads it; wait for the catalog to flag it.
    const artwork = await flaggedArtwork(api, id, OCR_TIMEOUT_MS);
    if (artwork.width == null || artwork.height == null) throw new Error('a processed artwork has its size');
    const original = { width: artwork.width, height: artwork.height };
    const { findings } = (await (await api.get(`/api/artworks/${id}/ocr-findings`)).json()) as ArtworkOcrFindings;
    const boxed = findings.find((finding) => finding.box !== null && finding.kind === 'misspelling');
    if (boxed?.box == null) throw new Error(`no misspelling with a box among ${JSON.stringify(findings)}`);
    const description = `Possible misspelling: “${boxed.word}”`;
    // The worker offers the nearest dictionary words, in the case read.
    const suggestions = boxed.suggestions ?? [];
    expect(suggestions.map((word) => word.toUpperCase())).toContain(INTENDED[boxed.word.toUpperCase()]);

    await page.goto('/dashboard');
    await page.getByLabel('Password').fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Curation' }).click();
    await page.getByLabel('Search', { exact: true }).fill(TITLE);
    await expect(page.getByTestId('curation-count')).toHaveText('1 item');

    // The card: the box sits on the image, which is letterboxed (16:9 in the card's 4:3 frame).
    const card = page.getByRole('article', { name: TITLE });
    const cardBox = card.getByRole('img', { name: description });
    await expect(cardBox).toBeVisible();
    await expect(cardBox).toHaveText('Misspelling');
    const thumbnail = card.getByRole('img', { name: TITLE, exact: true });
    await expect(thumbnail).toHaveJSProperty('complete', true);
    const thumbnailRect = await rectOf(thumbnail);
    const square = await rectOf(card.getByRole('button', { name: `View full size: ${TITLE}` }));
    // 16:9 in 4:3: the picture is three quarters of the frame's height.
    expect(Math.abs(thumbnailRect.height - square.height * 0.75)).toBeLessThan(2);
    expectInside(await rectOf(cardBox), thumbnailRect);
    expectAt(await rectOf(cardBox), thumbnailRect, boxed.box, original);
    // Beside the box, the suggestions (the first three, in the finding's order) as plain text, its
    // left edge on the box's.
    const shortTag = `→ ${suggestions.slice(0, 3).join(', ')}?`;
    const cardSuggestion = card
      .getByTestId('card-image-frame')
      .getByTestId('finding-suggestion')
      .filter({ hasText: shortTag });
    await expect(cardSuggestion).toHaveText(shortTag);
    const cardBoxRect = await rectOf(cardBox);
    const cardSuggestionRect = await rectOf(cardSuggestion);
    expect(Math.abs(cardSuggestionRect.x - cardBoxRect.x)).toBeLessThan(3);
    expect(
      Math.min(
        Math.abs(cardSuggestionRect.y - (cardBoxRect.y + cardBoxRect.height)),
        Math.abs(cardSuggestionRect.y + cardSuggestionRect.height - cardBoxRect.y),
      ),
    ).toBeLessThan(30);

    // The full-size view: the same finding boxed on the large image and named beside it.
    await card.getByRole('button', { name: `View full size: ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Full size: ${TITLE}` });
    const large = dialog.getByRole('img', { name: `Full-size preview: ${TITLE}` });
    await expect(large).toHaveJSProperty('complete', true);
    const largeBox = dialog.getByRole('img', { name: description });
    await expect(largeBox).toBeVisible();
    const largeRect = await rectOf(large);
    expectInside(await rectOf(largeBox), largeRect);
    expectAt(await rectOf(largeBox), largeRect, boxed.box, original);
    await expect(dialog.getByTestId('finding-list').getByText(description)).toBeVisible();
    const listed = `${boxed.word} → ${suggestions.join(', ')}?`;
    await expect(dialog.getByTestId('finding-list').getByText(listed, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('finding-list').getByTestId('finding-suggestion').first()).toContainText(
      `Did you mean`,
    );
    await expect(dialog.getByRole('button', { name: `Accept “${boxed.word}”` })).toBeVisible();
  } finally {
    await api.dispose();
  }
});
