import { waitFor } from '@shop/testkit';
import { call, type Answer } from './http.js';
import { uploadForm } from './multipart.js';
import type { Shop } from './shop.js';

export interface ArtworkState {
  id: string;
  title: string;
  ocr_status: string;
  ocr_text: string;
  status: string;
  storage_key: string;
}

/** Uploads through the gateway as the curator, as the dashboard does. */
export async function upload(shop: Shop, cookie: string, image: Buffer, title: string): Promise<Answer> {
  const form = uploadForm(image, { title, filename: `${title}.png` });
  return call(`${shop.gatewayUrl}/api/artworks/upload`, {
    method: 'POST',
    headers: { ...form.headers, cookie },
    body: form.body,
  });
}

export async function uploadedId(shop: Shop, cookie: string, image: Buffer, title: string): Promise<string> {
  const answer = await upload(shop, cookie, image, title);
  if (answer.status !== 201) throw new Error(`upload of ${title} answered ${answer.status}: ${answer.text}`);
  const body = answer.json as { id: string };
  return body.id;
}

export async function artworkStates(shop: Shop): Promise<ArtworkState[]> {
  const { rows } = await shop.db.query<ArtworkState>(
    'select id, title, ocr_status, ocr_text, status, storage_key from catalog.artworks order by title',
  );
  return rows;
}

/** Waits until every artwork has left pending/processing, or fails naming those still waiting. */
export async function waitAllOcrDone(shop: Shop, expectedCount: number, timeoutMs: number): Promise<ArtworkState[]> {
  let last: ArtworkState[] = [];
  try {
    return await waitFor(
      async () => {
        last = await artworkStates(shop);
        const done = last.filter((row) => row.ocr_status === 'processed' || row.ocr_status === 'failed');
        return last.length === expectedCount && done.length === expectedCount ? last : undefined;
      },
      { timeoutMs, intervalMs: 250, what: `OCR of ${expectedCount} artworks` },
    );
  } catch (error) {
    const waiting = last.filter((row) => row.ocr_status !== 'processed' && row.ocr_status !== 'failed');
    throw new Error(
      `${waiting.length} of ${last.length} artworks not done: ${waiting.map((row) => `${row.title}=${row.ocr_status}`).join(', ')}\n${shop.diagnostics()}`,
      { cause: error },
    );
  }
}
