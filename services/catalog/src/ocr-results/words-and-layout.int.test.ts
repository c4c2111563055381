import type { Artwork, ArtworkOcrFindings, HomepageLayout, WordList } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { useCatalog } from '../testing/catalog-harness.js';
import {
  applyResult,
  getArtwork,
  misspelling,
  processedResult,
  resultWithFindings,
  uploadArtwork,
} from '../testing/fixtures.js';

// What the curator keeps beside OCR: the shop word list, an artwork's open findings and the homepage
// layout. ocr-results.int.test.ts has the results themselves.
describe('OCR results, words and layout', () => {
  const harness = useCatalog();

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
        // The one extra field, beside SPEC's.
        'description',
        // The reference prices: the artist's compare-at price and the price to strike.
        'compareAtPrice',
        'strikethroughPrice',
      ].sort(),
    );
  });
});
