import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedId, waitAllOcrDone } from './harness/artworks.js';
import { call } from './harness/http.js';
import { textImage } from './harness/images.js';
import { startShop, type Shop } from './harness/shop.js';

// The curator decides while OCR is still on its way (here: no worker yet, so
// the order of events is certain). When OCR lands, the curator's decision stands; work nobody
// decided on still gets OCR's outcome.

let shop: Shop;

beforeAll(async () => {
  shop = await startShop({ workers: 0 });
});

afterAll(async () => {
  await shop?.close();
});

describe("a curator's decision made while OCR runs", () => {
  it('is kept when OCR finishes, clean or not; undecided work gets OCR’s outcome', async () => {
    const cookie = await shop.adminCookie();
    const [clean, misspelled] = await Promise.all([textImage('Quiet Harbor'), textImage('Quiet Harbr')]);
    const ids = {
      curatorFlagged: await uploadedId(shop, cookie, clean, 'curator-flagged'),
      curatorApproved: await uploadedId(shop, cookie, misspelled, 'curator-approved'),
      undecidedClean: await uploadedId(shop, cookie, clean, 'undecided-clean'),
      undecidedMisspelled: await uploadedId(shop, cookie, misspelled, 'undecided-misspelled'),
    };
    for (const [id, status] of [
      [ids.curatorFlagged, 'flagged'],
      [ids.curatorApproved, 'approved'],
    ] as const) {
      const answer = await call(`${shop.gatewayUrl}/api/artworks/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ status }),
      });
      expect(answer.status, answer.text).toBe(200);
    }

    await shop.startWorker();
    const done = await waitAllOcrDone(shop, 4, 90_000);
    const byTitle = Object.fromEntries(done.map((row) => [row.title, { status: row.status, ocr: row.ocr_status }]));
    expect(byTitle).toEqual({
      'curator-flagged': { status: 'flagged', ocr: 'processed' },
      'curator-approved': { status: 'approved', ocr: 'processed' },
      'undecided-clean': { status: 'pending', ocr: 'processed' },
      'undecided-misspelled': { status: 'flagged', ocr: 'processed' },
    });
  });
});
