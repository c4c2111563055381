import type { ArtworkOcrFindings } from '@shop/contracts';
import { waitFor } from '@shop/testkit';
import { describe, expect, it } from 'vitest';
import { useCatalog } from '../testing/catalog-harness.js';
import {
  applyResult,
  getArtwork,
  misspelling,
  processedResult,
  resultWithFindings,
  unreadable,
  uploadArtwork,
} from '../testing/fixtures.js';

// OCR's side: the results consumer, the curator's decisions against OCR, and text read without
// confidence. words-and-layout.int.test.ts has the word list, the findings and the layout.
describe('OCR results, words and layout', () => {
  const harness = useCatalog();

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

  // OCR may flag work and clear its own flag; a curator's decision is the curator's.
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

  describe('text read without confidence', () => {
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
});
