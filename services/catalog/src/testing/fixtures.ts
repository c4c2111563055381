import type { Artwork, OcrFinding, OcrResultJob } from '@shop/contracts';
import { multipartForm, waitFor } from '@shop/testkit';
import type { CatalogHarness } from './catalog-harness.js';
import { sampleImage } from './images.js';

export async function uploadArtwork(
  harness: CatalogHarness,
  fields: { title?: string; category?: string } = {},
  file?: { filename?: string; content?: Buffer },
): Promise<Artwork> {
  const body = multipartForm(
    { title: fields.title ?? 'Sunrise', category: fields.category ?? 'Core Collection' },
    {
      filename: file?.filename ?? 'sunrise.png',
      content: file?.content ?? (await sampleImage('png')),
      contentType: 'image/png',
    },
  );
  const response = await harness.request('admin', { method: 'POST', url: '/api/artworks/upload', ...body });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json<Artwork>();
}

/** An uploaded work the curator has approved. */
export async function uploadApprovedArtwork(
  harness: CatalogHarness,
  fields: { title?: string; category?: string } = {},
): Promise<Artwork> {
  const artwork = await uploadArtwork(harness, fields);
  const response = await harness.request('admin', {
    method: 'PATCH',
    url: `/api/artworks/${artwork.id}`,
    payload: { status: 'approved' },
  });
  if (response.statusCode !== 200) throw new Error(`approve answered ${response.statusCode}: ${response.body}`);
  return response.json<Artwork>();
}

export async function getArtwork(harness: CatalogHarness, id: string): Promise<Artwork> {
  const response = await harness.request('admin', { method: 'GET', url: '/api/artworks' });
  const artwork = response.json<Artwork[]>().find((candidate) => candidate.id === id);
  if (!artwork) throw new Error(`artwork ${id} not listed`);
  return artwork;
}

/** Sends a result as the worker would and waits until the catalog has applied it. */
export async function applyResult(harness: CatalogHarness, result: OcrResultJob, attempt = 0): Promise<Artwork> {
  await harness.sendResult(result, attempt);
  const expected = result.outcome;
  return waitFor(
    async () => {
      const artwork = await getArtwork(harness, result.artworkId);
      return artwork.ocrStatus === expected ? artwork : undefined;
    },
    { what: `ocrStatus ${expected} on ${result.artworkId}` },
  );
}

export function processedResult(
  artworkId: string,
  suspectWords: string[] = [],
  previewKeys: Record<string, string> = {},
  size: { width: number; height: number } = { width: 640, height: 360 },
): OcrResultJob {
  return {
    outcome: 'processed',
    artworkId,
    ocrText: suspectWords.length > 0 ? `Hello ${suspectWords.join(' ')}` : 'Hello world',
    findings: suspectWords.map(misspelling),
    ...size,
    previewKeys,
  };
}

/** A finding as the worker sends it: the word, how sure tesseract was, where it was read. */
export function misspelling(word: string, index = 0): OcrFinding {
  return {
    kind: 'misspelling',
    word,
    confidence: 88,
    box: { x: 20 + 100 * index, y: 40, width: 90, height: 30 },
    pass: 'light',
  };
}

/** A word-like token tesseract read with little confidence where the image holds text. */
export function unreadable(word: string, index = 0): OcrFinding {
  return {
    kind: 'unreadable',
    word,
    confidence: 34,
    box: { x: 20 + 100 * index, y: 120, width: 90, height: 30 },
    pass: 'gray',
  };
}

/** A processed result carrying the given findings, the text they were read from. */
export function resultWithFindings(artworkId: string, findings: OcrFinding[]): OcrResultJob {
  return {
    outcome: 'processed',
    artworkId,
    ocrText: findings.map((finding) => finding.word).join(' '),
    findings,
    width: 640,
    height: 360,
    previewKeys: {},
  };
}
