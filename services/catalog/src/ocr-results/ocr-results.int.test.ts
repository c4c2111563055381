import type { Artwork, ArtworkOcrFindings, HomepageLayout, WordList } from '@shop/contracts';
import { waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import {
  applyResult,
  getArtwork,
  misspelling,
  processedResult,
  resultWithFindings,
  unreadable,
  uploadArtwork,
} from '../testing/fixtures.js';

describe('OCR results, words and layout', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('the ocr-results consumer', () => {
    it('moves pending → processing → processed and flags a pending artwork with text errors', async () => {
      const artwork = await uploadArtwork(harness);
      expect((await applyResult(harness, { outcome: 'processing', artworkId: artwork.id })).ocrStatus).toBe(
        'processing',
      );
      const processed = await applyResult(
        harness,
        processedResult(artwork.id, ['Grnad', 'Opneing', 'grnad', 'Algornation']),
      );
      expect(processed).toMatchObject({
        ocrStatus: 'processed',
        status: 'flagged',
        ocrText: 'Hello Grnad Opneing grnad Algornation',
        width: 640,
        height: 360,
      });
      expect(processed.ocrErrors).toHaveLength(2);
      expect(processed.ocrErrors[0]).toContain('Grnad');
      expect(processed.ocrErrors[1]).toContain('Opneing');
    });

    it('leaves a clean artwork pending', async () => {
      const artwork = await uploadArtwork(harness);
      const processed = await applyResult(harness, processedResult(artwork.id));
      expect(processed).toMatchObject({ ocrStatus: 'processed', status: 'pending', ocrErrors: [] });
    });

    it('applies a duplicate or late result harmlessly', async () => {
      const artwork = await uploadArtwork(harness);
      await applyResult(harness, processedResult(artwork.id, ['Slae']));
      await harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${artwork.id}`,
        payload: { status: 'approved' },
      });
      const settled = await getArtwork(harness, artwork.id);

      // The same result delivered again (another job id), a late "processing" and a stale failure.
      await harness.sendResult(processedResult(artwork.id, ['Different']), 1);
      await harness.sendResult({ outcome: 'processing', artworkId: artwork.id }, 1);
      await harness.sendResult({ outcome: 'failed', artworkId: artwork.id, reason: 'late' }, 1);
      await waitFor(() => harness.resultsDrained(), { what: 'ocr-results drained' });
      expect(await getArtwork(harness, artwork.id)).toEqual(settled);
    });

    it('records a final failure with its reason, and a later success still wins', async () => {
      const artwork = await uploadArtwork(harness);
      const failed = await applyResult(harness, {
        outcome: 'failed',
        artworkId: artwork.id,
        reason: 'The original could not be read.',
      });
      expect(failed.ocrStatus).toBe('failed');
      expect(failed.ocrErrors).toEqual(['OCR failed: The original could not be read.']);
      expect(failed.status).toBe('pending');
      const processed = await applyResult(harness, processedResult(artwork.id));
      expect(processed).toMatchObject({ ocrStatus: 'processed', ocrErrors: [] });
    });

    it('ignores a result for an unknown artwork', async () => {
      const marker = await uploadArtwork(harness);
      await harness.sendResult(processedResult('00000000-0000-4000-8000-000000000000'));
      await harness.sendResult(processedResult('not-a-uuid'));
      await applyResult(harness, processedResult(marker.id));
    });
  });

  // Issue #22 point 7: OCR may flag work and clear its own flag; a curator's decision is the curator's.
  describe("the curator's decision against OCR", () => {
    const setStatus = (id: string, status: string) =>
      harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload: { status } });

    it('keeps work the curator flagged while OCR ran flagged when OCR finishes clean', async () => {
      const artwork = await uploadArtwork(harness);
      await applyResult(harness, { outcome: 'processing', artworkId: artwork.id });
      expect((await setStatus(artwork.id, 'flagged')).statusCode).toBe(200);
      const processed = await applyResult(harness, processedResult(artwork.id));
      expect(processed).toMatchObject({ ocrStatus: 'processed', ocrErrors: [], status: 'flagged' });
    });

    it('takes a flag set by a batch update (the dashboard selection, its Undo) as the curator’s too', async () => {
      const artwork = await uploadArtwork(harness);
      expect((await applyResult(harness, processedResult(artwork.id, ['Snorbleweg']))).status).toBe('flagged');
      const batch = await harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/batch',
        payload: { action: 'update', ids: [artwork.id], changes: { status: 'flagged' } },
      });
      expect(batch.statusCode, batch.body).toBe(200);
      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Snorbleweg' } });
      expect(await getArtwork(harness, artwork.id)).toMatchObject({ status: 'flagged', ocrErrors: [] });
    });

    it('keeps approved or rejected work as the curator left it while OCR ran, whatever OCR reads', async () => {
      for (const status of ['approved', 'rejected'] as const) {
        const withErrors = await uploadArtwork(harness);
        await setStatus(withErrors.id, status);
        expect((await applyResult(harness, processedResult(withErrors.id, ['Grnad']))).status).toBe(status);
        const clean = await uploadArtwork(harness);
        await setStatus(clean.id, status);
        expect((await applyResult(harness, processedResult(clean.id))).status).toBe(status);
      }
    });

    it("keeps the curator's flag when accepting a word clears the work's last finding", async () => {
      const artwork = await uploadArtwork(harness);
      expect((await applyResult(harness, processedResult(artwork.id, ['Glorbnak']))).status).toBe('flagged');
      // The curator confirms the flag: from now on it is theirs, not OCR's.
      await setStatus(artwork.id, 'flagged');
      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Glorbnak' } });
      expect(await getArtwork(harness, artwork.id)).toMatchObject({ status: 'flagged', ocrErrors: [] });
    });

    it("still clears OCR's own flag on a clean re-read, and flags work a curator sent back to review", async () => {
      const ocrFlagged = await uploadArtwork(harness);
      expect((await applyResult(harness, processedResult(ocrFlagged.id, ['Wuzzlemop']))).status).toBe('flagged');
      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Wuzzlemop' } });
      expect(await getArtwork(harness, ocrFlagged.id)).toMatchObject({ status: 'pending', ocrErrors: [] });

      // Pending is no decision: "review this" still gets OCR's flag when the text has errors.
      const backToReview = await uploadArtwork(harness);
      await setStatus(backToReview.id, 'approved');
      await setStatus(backToReview.id, 'pending');
      expect((await applyResult(harness, processedResult(backToReview.id, ['Grnad']))).status).toBe('flagged');
    });
  });

  describe('text read without confidence (issue #17)', () => {
    it('flags the artwork with its own message, serves the finding by kind, and "looks fine" clears it', async () => {
      const artwork = await uploadArtwork(harness);
      // Words no other test here uses: the word list is shared by the whole file.
      const result = resultWithFindings(artwork.id, [unreadable('WVimGzae', 0), misspelling('Plorbish', 1)]);
      const processed = await applyResult(harness, result);
      expect(processed).toMatchObject({
        status: 'flagged',
        ocrErrors: ['Could not read this text with confidence: "WVimGzae"', 'Possible misspelling: "Plorbish"'],
      });
      const url = `/api/artworks/${artwork.id}/ocr-findings`;
      expect((await harness.request('admin', { method: 'GET', url })).json<ArtworkOcrFindings>()).toEqual({
        artworkId: artwork.id,
        findings: [unreadable('WVimGzae', 0), misspelling('Plorbish', 1)],
      });

      // The curator vouches for the reading: the token joins the word list, the artwork is re-checked.
      const accepted = await harness.request('admin', {
        method: 'POST',
        url: '/api/words',
        payload: { word: 'WVimGzae' },
      });
      expect(accepted.json()).toEqual({ word: 'WVimGzae', reevaluated: 1 });
      expect(await getArtwork(harness, artwork.id)).toMatchObject({
        status: 'flagged',
        ocrErrors: ['Possible misspelling: "Plorbish"'],
      });
      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'plorbish' } });
      expect(await getArtwork(harness, artwork.id)).toMatchObject({ status: 'pending', ocrErrors: [] });
      expect((await harness.request('admin', { method: 'GET', url })).json<ArtworkOcrFindings>().findings).toEqual([]);
    });

    it('keeps an unreadable token flagged through a duplicate result, and never flags an accepted word', async () => {
      const artwork = await uploadArtwork(harness);
      const result = resultWithFindings(artwork.id, [unreadable('Qxvbnrt')]);
      const first = await applyResult(harness, result);
      expect(first).toMatchObject({
        status: 'flagged',
        ocrErrors: ['Could not read this text with confidence: "Qxvbnrt"'],
      });
      await harness.sendResult(result, 1);
      await waitFor(() => harness.resultsDrained(), { what: 'ocr-results drained' });
      expect(await getArtwork(harness, artwork.id)).toEqual(first);

      // A curator's word or the shop's own name, read with low confidence elsewhere, is not flagged.
      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Zentrova' } });
      const other = await uploadArtwork(harness);
      const clean = await applyResult(
        harness,
        resultWithFindings(other.id, [unreadable('ZENTROVA'), unreadable('Algornation', 1)]),
      );
      expect(clean).toMatchObject({ status: 'pending', ocrErrors: [] });
    });
  });

  describe('the shop word list', () => {
    it('accepting a word clears it from every artwork and sends a flagged one back to review', async () => {
      const onlyDonut = await uploadArtwork(harness, { title: 'Donut' });
      await applyResult(harness, processedResult(onlyDonut.id, ['DONUT']));
      const donutAndTypo = await uploadArtwork(harness, { title: 'Donut typo' });
      await applyResult(harness, processedResult(donutAndTypo.id, ['Donut', 'Welcmoe']));

      const response = await harness.request('admin', {
        method: 'POST',
        url: '/api/words',
        payload: { word: 'Donut' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ word: 'Donut', reevaluated: 2 });
      expect(await getArtwork(harness, onlyDonut.id)).toMatchObject({ status: 'pending', ocrErrors: [] });
      const other = await getArtwork(harness, donutAndTypo.id);
      expect(other.status).toBe('flagged');
      expect(other.ocrErrors).toEqual([expect.stringContaining('Welcmoe')]);

      // New results use the list too.
      const later = await uploadArtwork(harness);
      expect((await applyResult(harness, processedResult(later.id, ['donut']))).ocrErrors).toEqual([]);

      const words = await harness.request('admin', { method: 'GET', url: '/api/words' });
      expect(words.json<WordList>().words).toEqual(expect.arrayContaining(['Donut', 'Algornation']));
      const again = await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'donut' } });
      expect(again.json()).toEqual({ word: 'donut', reevaluated: 0 });
    });

    it('re-checks an artwork whose word has a curly apostrophe when the curator accepts it', async () => {
      // Keys are normalizeWord's in TypeScript and SQL alike: ’ and ' are one apostrophe.
      const artwork = await uploadArtwork(harness, { title: 'Sign' });
      expect((await applyResult(harness, processedResult(artwork.id, ['DON’T', 'WASN’T']))).status).toBe('flagged');
      const response = await harness.request('admin', {
        method: 'POST',
        url: '/api/words',
        payload: { word: 'Wasn’t' },
      });
      expect(response.json()).toEqual({ word: 'Wasn’t', reevaluated: 1 });
      expect((await getArtwork(harness, artwork.id)).ocrErrors).toEqual(['Possible misspelling: "DON’T"']);
    });

    it('stays right when a result and the acceptance of its word arrive at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const word = `Zorbquix${'abcde'[round] ?? ''}`;
        const artwork = await uploadArtwork(harness);
        const result = processedResult(artwork.id, [word, 'Welcmoe']);
        const [applied, again] = await Promise.all([
          harness.deps.outcomes.apply(result),
          harness.deps.outcomes.apply(result),
          harness.deps.outcomes.acceptWord(word),
        ]);
        expect([applied, again].filter(Boolean)).toHaveLength(1);
        const settled = await getArtwork(harness, artwork.id);
        expect(settled).toMatchObject({ status: 'flagged', ocrErrors: ['Possible misspelling: "Welcmoe"'] });
      }
    });

    it('is for the curator only and takes words only', async () => {
      expect((await harness.request('public', { method: 'GET', url: '/api/words' })).statusCode).toBe(401);
      expect(
        (await harness.request('public', { method: 'POST', url: '/api/words', payload: { word: 'Donut' } })).statusCode,
      ).toBe(401);
      for (const word of ['', '1234', 'two words', 'x'.repeat(100)]) {
        expect(
          (await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word } })).statusCode,
          word,
        ).toBe(400);
      }
    });
  });

  describe('the OCR findings of an artwork', () => {
    it('serves the curator the open findings as data: word, confidence, box and pass', async () => {
      const artwork = await uploadArtwork(harness);
      await applyResult(harness, processedResult(artwork.id, ['Grnad', 'Algornation', 'GRNAD', 'Opneing']));
      const response = await harness.request('admin', {
        method: 'GET',
        url: `/api/artworks/${artwork.id}/ocr-findings`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ArtworkOcrFindings>()).toEqual({
        artworkId: artwork.id,
        findings: [misspelling('Grnad', 0), misspelling('Opneing', 3)],
      });

      await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Opneing' } });
      const after = await harness.request('admin', { method: 'GET', url: `/api/artworks/${artwork.id}/ocr-findings` });
      expect(after.json<ArtworkOcrFindings>().findings).toEqual([misspelling('Grnad', 0)]);
    });

    it('carries the suggestions the worker offered unchanged, and serves old findings without them', async () => {
      const artwork = await uploadArtwork(harness);
      const suggested = { ...misspelling('SUMMR', 0), suggestions: ['SUMMER', 'SUMMA'] };
      await applyResult(harness, resultWithFindings(artwork.id, [suggested, misspelling('Grnad', 1)]));
      const response = await harness.request('admin', {
        method: 'GET',
        url: `/api/artworks/${artwork.id}/ocr-findings`,
      });
      expect(response.json<ArtworkOcrFindings>().findings).toEqual([suggested, misspelling('Grnad', 1)]);
    });

    it('has none before OCR, is for the curator only, and 404s an unknown artwork', async () => {
      const artwork = await uploadArtwork(harness);
      const url = `/api/artworks/${artwork.id}/ocr-findings`;
      expect((await harness.request('admin', { method: 'GET', url })).json()).toEqual({
        artworkId: artwork.id,
        findings: [],
      });
      expect((await harness.request('public', { method: 'GET', url })).statusCode).toBe(401);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const unknown = await harness.request('admin', { method: 'GET', url: `/api/artworks/${id}/ocr-findings` });
        expect(unknown.statusCode, id).toBe(404);
        expect(unknown.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
    });
  });

  describe('the homepage layout', () => {
    it('defaults, saves featured approved work, and shows the public only what is still approved', async () => {
      expect((await harness.request('public', { method: 'GET', url: '/api/layout' })).json()).toEqual({
        template: 'modern-gallery',
        featuredIds: [],
      });
      const first = await uploadArtwork(harness);
      const second = await uploadArtwork(harness);
      const unapproved = await uploadArtwork(harness);
      for (const artwork of [first, second]) {
        await harness.request('admin', {
          method: 'PATCH',
          url: `/api/artworks/${artwork.id}`,
          payload: { status: 'approved' },
        });
      }
      const refused = await harness.request('admin', {
        method: 'PUT',
        url: '/api/layout',
        payload: { template: 'editorial-layout', featuredIds: [first.id, unapproved.id] },
      });
      expect(refused.statusCode).toBe(400);
      const layout: HomepageLayout = { template: 'editorial-layout', featuredIds: [first.id, second.id] };
      const saved = await harness.request('admin', { method: 'PUT', url: '/api/layout', payload: layout });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(layout);

      await harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${second.id}`,
        payload: { status: 'rejected' },
      });
      expect((await harness.request('public', { method: 'GET', url: '/api/layout' })).json()).toEqual({
        template: 'editorial-layout',
        featuredIds: [first.id],
      });
      expect((await harness.request('admin', { method: 'GET', url: '/api/layout' })).json()).toEqual(layout);
    });

    it('refuses the public, unknown templates and more than 3 featured', async () => {
      expect(
        (
          await harness.request('public', {
            method: 'PUT',
            url: '/api/layout',
            payload: { template: 'modern-gallery', featuredIds: [] },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await harness.request('admin', {
            method: 'PUT',
            url: '/api/layout',
            payload: { template: 'brutalist', featuredIds: [] },
          })
        ).statusCode,
      ).toBe(400);
      const four = Array.from({ length: 4 }, () => '00000000-0000-4000-8000-000000000000');
      expect(
        (
          await harness.request('admin', {
            method: 'PUT',
            url: '/api/layout',
            payload: { template: 'modern-gallery', featuredIds: four },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  it('lists artworks with contract fields only', async () => {
    const list = (await harness.request('admin', { method: 'GET', url: '/api/artworks' })).json<Artwork[]>();
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'id',
        'filename',
        'originalName',
        'title',
        'category',
        'price',
        'isForSale',
        'status',
        'ocrStatus',
        'ocrText',
        'ocrErrors',
        'width',
        'height',
        'fileSize',
        'mimeType',
        'createdAt',
        'updatedAt',
        'uploadedAt',
        // Issue #13's one extra field, beside SPEC's.
        'description',
        // Issue #25's reference prices: the artist's compare-at price and the price to strike.
        'compareAtPrice',
        'strikethroughPrice',
      ].sort(),
    );
  });
});
