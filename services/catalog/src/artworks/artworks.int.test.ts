import {
  MAX_DESCRIPTION_LENGTH,
  type Artwork,
  type Gallery,
  type InternalArtwork,
  type OcrQueue,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, getArtwork, processedResult, uploadArtwork } from '../testing/fixtures.js';

describe('artworks', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const patch = (id: string, payload: unknown, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'PATCH', url: `/api/artworks/${id}`, payload: payload as object });

  describe('PATCH /api/artworks/:id', () => {
    it('updates status, category, title, price and isForSale', async () => {
      const artwork = await uploadArtwork(harness);
      const response = await patch(artwork.id, {
        status: 'approved',
        category: 'Algornation',
        title: 'Civic Dawn',
        price: '19.99',
        isForSale: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Artwork>()).toMatchObject({
        status: 'approved',
        category: 'Algornation',
        title: 'Civic Dawn',
        price: '19.99',
        isForSale: true,
      });
      const cleared = await patch(artwork.id, { price: null });
      expect(cleared.json<Artwork>().price).toBeNull();
    });

    it('stores a trimmed description, null when emptied, shown in the list, and refuses one too long', async () => {
      const artwork = await uploadArtwork(harness);
      expect(artwork.description).toBeNull();
      const described = await patch(artwork.id, { description: '  A fox in neon light.\nSecond line.  ' });
      expect(described.statusCode, described.body).toBe(200);
      expect(described.json<Artwork>().description).toBe('A fox in neon light.\nSecond line.');
      const listed = (await harness.request('admin', { method: 'GET', url: '/api/artworks' })).json<Artwork[]>();
      expect(listed.find((item) => item.id === artwork.id)?.description).toBe('A fox in neon light.\nSecond line.');

      const tooLong = await patch(artwork.id, { description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining('description'),
      });
      expect((await getArtwork(harness, artwork.id)).description).toBe('A fox in neon light.\nSecond line.');

      // Another field alone leaves the description as it is.
      expect((await patch(artwork.id, { title: 'Fox' })).json<Artwork>().description).toBe(
        'A fox in neon light.\nSecond line.',
      );
      for (const empty of ['   ', '', null]) {
        const cleared = await patch(artwork.id, { description: empty });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json<Artwork>().description).toBeNull();
      }
    });

    it('answers 404 for an unknown or malformed id, 400 for a bad body, 401 for the public', async () => {
      const artwork = await uploadArtwork(harness);
      expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'approved' })).statusCode).toBe(404);
      expect((await patch('not-a-uuid', { status: 'approved' })).statusCode).toBe(404);
      for (const body of [
        {},
        { status: 'published' },
        { price: '14.999' },
        { category: 'Nope' },
        { filename: 'x.png' },
      ]) {
        const response = await patch(artwork.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
      expect((await patch(artwork.id, { status: 'approved' }, 'public')).statusCode).toBe(401);
      expect((await getArtwork(harness, artwork.id)).status).toBe('pending');
    });
  });

  describe('GET /api/artworks', () => {
    it('shows the public approved work only, whatever it asks for; the curator sees and filters all', async () => {
      const approved = await uploadArtwork(harness, { title: 'Public one' });
      await patch(approved.id, { status: 'approved' });
      const hidden = await uploadArtwork(harness, { title: 'Hidden one' });

      for (const url of ['/api/artworks', '/api/artworks?status=pending', '/api/artworks?status=flagged']) {
        const list = (await harness.request('public', { method: 'GET', url })).json<Artwork[]>();
        expect(
          list.every((artwork) => artwork.status === 'approved'),
          url,
        ).toBe(true);
        expect(
          list.some((artwork) => artwork.id === hidden.id),
          url,
        ).toBe(false);
      }
      const pending = (await harness.request('admin', { method: 'GET', url: '/api/artworks?status=pending' })).json<
        Artwork[]
      >();
      expect(pending.some((artwork) => artwork.id === hidden.id)).toBe(true);
      expect(pending.every((artwork) => artwork.status === 'pending')).toBe(true);
      expect((await harness.request('admin', { method: 'GET', url: '/api/artworks?status=bogus' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('POST /api/artworks/batch', () => {
    it('approve-clean touches exactly the pending artworks whose OCR finished clean; reject-flagged exactly the flagged', async () => {
      await harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/batch',
        payload: { action: 'reject-flagged' },
      });
      await harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/batch',
        payload: { action: 'approve-clean' },
      });

      const clean = await uploadArtwork(harness, { title: 'Clean' });
      await applyResult(harness, processedResult(clean.id));
      const flagged = await uploadArtwork(harness, { title: 'Flagged' });
      await applyResult(harness, processedResult(flagged.id, ['Grnad']));
      const notYetRead = await uploadArtwork(harness, { title: 'Not yet read' });
      const rejectedClean = await uploadArtwork(harness, { title: 'Rejected clean' });
      await applyResult(harness, processedResult(rejectedClean.id));
      await patch(rejectedClean.id, { status: 'rejected' });

      const approve = await harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/batch',
        payload: { action: 'approve-clean' },
      });
      // Work whose OCR has not finished is not clean yet: it stays pending.
      expect(approve.json()).toEqual({ updated: 1 });
      expect((await getArtwork(harness, clean.id)).status).toBe('approved');
      expect((await getArtwork(harness, flagged.id)).status).toBe('flagged');
      expect((await getArtwork(harness, notYetRead.id)).status).toBe('pending');
      expect((await getArtwork(harness, rejectedClean.id)).status).toBe('rejected');

      const reject = await harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/batch',
        payload: { action: 'reject-flagged' },
      });
      expect(reject.json()).toEqual({ updated: 1 });
      expect((await getArtwork(harness, flagged.id)).status).toBe('rejected');
      expect((await getArtwork(harness, clean.id)).status).toBe('approved');
      expect((await getArtwork(harness, notYetRead.id)).status).toBe('pending');
    });

    it('refuses an unknown action with 400 and the public with 401', async () => {
      expect(
        (
          await harness.request('admin', {
            method: 'POST',
            url: '/api/artworks/batch',
            payload: { action: 'approve-all' },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await harness.request('public', {
            method: 'POST',
            url: '/api/artworks/batch',
            payload: { action: 'approve-clean' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('galleries', () => {
    it('lists the four dashboard categories with counts of approved work and a description', async () => {
      const before = (await harness.request('public', { method: 'GET', url: '/api/galleries' })).json<Gallery[]>();
      expect(before.map((gallery) => gallery.name)).toEqual([
        'Core Collection',
        'Political Edge',
        'Abstracts & Experiments',
        'Retired Works',
      ]);
      const edge = await uploadArtwork(harness, { category: 'Political Edge' });
      await uploadArtwork(harness, { category: 'Political Edge' });
      await patch(edge.id, { status: 'approved' });
      const after = (await harness.request('public', { method: 'GET', url: '/api/galleries' })).json<Gallery[]>();
      const count = (list: Gallery[]) => list.find((gallery) => gallery.category === 'Political Edge')?.artworkCount;
      expect(count(after)).toBe((count(before) ?? 0) + 1);
      expect(after.every((gallery) => gallery.description.length > 0 && gallery.id.length > 0)).toBe(true);
    });

    it('gives the approved artworks of one category, by name or slug; 404 for an unknown one', async () => {
      const shown = await uploadArtwork(harness, { category: 'Abstracts & Experiments', title: 'Shown' });
      const hidden = await uploadArtwork(harness, { category: 'Abstracts & Experiments', title: 'Hidden' });
      await patch(shown.id, { status: 'approved' });
      for (const url of [
        '/api/galleries/category/Abstracts%20%26%20Experiments',
        '/api/galleries/category/abstracts-and-experiments',
      ]) {
        const response = await harness.request('public', { method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const ids = response.json<{ artworks: Artwork[] }>().artworks.map((artwork) => artwork.id);
        expect(ids).toContain(shown.id);
        expect(ids).not.toContain(hidden.id);
      }
      expect(
        (await harness.request('public', { method: 'GET', url: '/api/galleries/category/..%2F..%2Fetc' })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /internal/artworks/lookup', () => {
    it('tells other services what they need to price and deliver, and leaves unknown ids out', async () => {
      const artwork = await uploadArtwork(harness, { title: 'For sale' });
      await patch(artwork.id, { status: 'approved', price: '14.99', isForSale: true });
      const response = await harness.request('public', {
        method: 'POST',
        url: '/internal/artworks/lookup',
        payload: { ids: [artwork.id, '00000000-0000-4000-8000-000000000000', 'junk'] },
      });
      expect(response.statusCode).toBe(200);
      const { artworks } = response.json<{ artworks: InternalArtwork[] }>();
      expect(artworks).toEqual([
        {
          id: artwork.id,
          title: 'For sale',
          category: 'Core Collection',
          status: 'approved',
          isForSale: true,
          priceCents: 1499,
          storageKey: `originals/${artwork.filename}`,
          originalName: 'sunrise.png',
          mimeType: 'image/png',
          fileSize: artwork.fileSize,
          filename: artwork.filename,
        },
      ]);
    });

    it('needs the internal token and a valid body', async () => {
      const noToken = await harness.app.inject({
        method: 'POST',
        url: '/internal/artworks/lookup',
        payload: { ids: ['x'] },
      });
      expect(noToken.statusCode).toBe(401);
      const empty = await harness.app.inject({
        method: 'POST',
        url: '/internal/artworks/lookup',
        payload: { ids: [] },
        headers: { 'x-internal-token': TEST_INTERNAL_TOKEN },
      });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('GET /api/ocr/queue', () => {
    it('shows the curator the counts and each job with its artwork and progress', async () => {
      const artwork = await uploadArtwork(harness);
      const response = await harness.request('admin', { method: 'GET', url: '/api/ocr/queue' });
      expect(response.statusCode).toBe(200);
      const queue = response.json<OcrQueue>();
      expect(queue.counts.waiting).toBeGreaterThanOrEqual(1);
      expect(queue.jobs).toContainEqual({
        artworkId: artwork.id,
        filename: artwork.filename,
        state: 'waiting',
        progress: 0,
      });
      expect((await harness.request('public', { method: 'GET', url: '/api/ocr/queue' })).statusCode).toBe(401);
    });
  });
});
