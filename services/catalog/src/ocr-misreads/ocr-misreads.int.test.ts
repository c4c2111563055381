import type {
  Artwork,
  ArtworkOcrFindings,
  OcrFinding,
  OcrMisreadList,
  OcrMisreadResult,
  WordList,
} from '@shop/contracts';
import { multipartForm } from '@shop/testkit';
import { describe, expect, it } from 'vitest';
import { useCatalog } from '../testing/catalog-harness.js';
import {
  applyResult,
  getArtwork,
  misspelling,
  resultWithFindings,
  unreadable,
  uploadArtwork,
} from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

// "Misread: the image says …": the curator clears one finding of one work because OCR read the
// image wrongly; it is recorded for measuring the pipeline and never joins the shop's word list.
describe('OCR misreadings', () => {
  const harness = useCatalog();

  const markMisread = (id: string, payload: unknown, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'POST', url: `/api/artworks/${id}/ocr-misreads`, payload: payload as object });

  const findingsOf = async (id: string) =>
    (
      await harness.request('admin', { method: 'GET', url: `/api/artworks/${id}/ocr-findings` })
    ).json<ArtworkOcrFindings>().findings;

  const shopWords = async () =>
    (await harness.request('admin', { method: 'GET', url: '/api/words' })).json<WordList>().words;

  const misreadList = async (query = '') =>
    (await harness.request('admin', { method: 'GET', url: `/api/ocr/misreads${query}` })).json<OcrMisreadList>();

  /** "LANTERN NIGHT" read as "ANTERN NIGH", with the dictionary's nearest words. */
  const antern: OcrFinding = { ...misspelling('ANTERN', 0), suggestions: ['ASTERN', 'INTERN', 'LANTERN'] };
  const nigh: OcrFinding = { ...misspelling('NIGH', 1), suggestions: ['NIGHT', 'HIGH'] };

  async function flaggedWork(findings: OcrFinding[], title = 'Lantern Night'): Promise<Artwork> {
    const artwork = await uploadArtwork(harness, { title });
    const flagged = await applyResult(harness, resultWithFindings(artwork.id, findings));
    expect(flagged.status).toBe('flagged');
    return flagged;
  }

  it("clears a flagged work's last finding as a clean work would be, and adds no word to the shop", async () => {
    const work = await flaggedWork([antern]);

    const response = await markMisread(work.id, { word: 'ANTERN', text: 'LANTERN' });

    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<OcrMisreadResult>();
    expect(result).toEqual({
      misread: {
        artworkId: work.id,
        word: 'ANTERN',
        text: 'LANTERN',
        kind: 'misspelling',
        confidence: 88,
        pass: 'light',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      },
      // Where a clean work goes: OCR's own flag clears, back to review.
      status: 'pending',
      ocrErrors: [],
    });
    expect(await getArtwork(harness, work.id)).toMatchObject({ status: 'pending', ocrErrors: [] });
    expect(await findingsOf(work.id)).toEqual([]);
    const words = (await shopWords()).map((word) => word.toLowerCase());
    expect(words).not.toContain('antern');
    expect(words).not.toContain('lantern');
    // An approve-clean batch now takes it, as any clean pending work.
    const batch = await harness.request('admin', {
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'approve-clean' },
    });
    expect(batch.statusCode).toBe(200);
    expect((await getArtwork(harness, work.id)).status).toBe('approved');
  });

  it('clears that finding of this work only; the others stay, and accepting a word later keeps it cleared', async () => {
    // A real name the dictionary lacks, beside the misreading (the word list is the file's, shared).
    const name = misspelling('Zorbquix', 1);
    const work = await flaggedWork([antern, name]);
    const other = await flaggedWork([antern], 'Another lantern');

    const response = await markMisread(work.id, { word: 'antern', text: 'LANTERN' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OcrMisreadResult>()).toMatchObject({
      status: 'flagged',
      ocrErrors: ['Possible misspelling: "Zorbquix"'],
    });
    expect(await findingsOf(work.id)).toEqual([name]);
    expect(await getArtwork(harness, other.id)).toMatchObject({
      status: 'flagged',
      ocrErrors: ['Possible misspelling: "ANTERN"'],
    });

    // Accepting the other word re-derives the work's errors: the misreading still counts.
    const accepted = await harness.request('admin', {
      method: 'POST',
      url: '/api/words',
      payload: { word: 'Zorbquix' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await getArtwork(harness, work.id)).toMatchObject({ status: 'pending', ocrErrors: [] });
  });

  it('clears an unreadable finding too, and keeps the status the curator set on approved work', async () => {
    const garbled = unreadable('WVimGzae', 2);
    const work = await flaggedWork([garbled, nigh]);
    const approved = await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${work.id}`,
      payload: { status: 'approved' },
    });
    expect(approved.json<Artwork>()).toMatchObject({ status: 'approved', ocrErrors: expect.any(Array) });

    const first = await markMisread(work.id, { word: 'WVimGzae', text: 'Welcome 2026' });
    expect(first.json<OcrMisreadResult>()).toMatchObject({
      misread: { kind: 'unreadable', confidence: 34, pass: 'gray', text: 'Welcome 2026' },
      status: 'approved',
      ocrErrors: ['Possible misspelling: "NIGH"'],
    });
    const last = await markMisread(work.id, { word: 'NIGH', text: 'NIGHT' });
    expect(last.json<OcrMisreadResult>()).toMatchObject({ status: 'approved', ocrErrors: [] });
    // The public sees approved work: with no finding open it is clean again.
    const publicList = await harness.request('public', { method: 'GET', url: '/api/artworks' });
    expect(publicList.json<Artwork[]>().find((artwork) => artwork.id === work.id)).toMatchObject({
      ocrStatus: 'processed',
      ocrErrors: [],
    });
  });

  it('stays cleared when the same file is read again, and a replaced file starts afresh', async () => {
    const work = await flaggedWork([antern, nigh]);
    expect((await markMisread(work.id, { word: 'ANTERN', text: 'LANTERN' })).statusCode).toBe(200);

    // A re-read of the same original (as after a lost job or an operator's re-run): OCR state back
    // to pending, then the same findings arrive again.
    await harness.deps.db
      .updateTable('artworks')
      .set({ ocr_status: 'pending', ocr_errors: [], ocr_findings: '[]', ocr_finding_keys: [] })
      .where('id', '=', work.id)
      .execute();
    expect(await harness.deps.outcomes.apply(resultWithFindings(work.id, [antern, nigh]))).toBe(true);
    expect(await getArtwork(harness, work.id)).toMatchObject({
      status: 'flagged',
      ocrErrors: ['Possible misspelling: "NIGH"'],
    });

    // A new original is another reading: what OCR gets wrong on it is the curator's to judge again.
    const replaced = await harness.request('admin', {
      method: 'PUT',
      url: `/api/artworks/${work.id}/file`,
      ...multipartForm(
        {},
        { filename: 'lantern (fixed).png', content: await sampleImage('png', 700, 400), contentType: 'image/png' },
      ),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const reread = await applyResult(harness, resultWithFindings(work.id, [antern]));
    expect(reread).toMatchObject({ status: 'flagged', ocrErrors: ['Possible misspelling: "ANTERN"'] });
    // The first file's misreading stays on record for the measurements.
    expect((await misreadList()).items.filter((item) => item.artworkId === work.id)).toHaveLength(1);
  });

  it('counts the misreadings, newest first; saying again what the image says updates the record', async () => {
    const work = await flaggedWork([antern, nigh]);
    const before = (await misreadList()).total;
    await markMisread(work.id, { word: 'ANTERN', text: 'LATERN' });
    await markMisread(work.id, { word: 'NIGH', text: 'NIGHT' });
    const again = await markMisread(work.id, { word: 'ANTERN', text: '  LANTERN  ' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OcrMisreadResult>().misread.text).toBe('LANTERN');

    const list = await misreadList('?limit=2');
    expect(list.total).toBe(before + 2);
    expect(list.items.map((item) => [item.word, item.text])).toEqual([
      ['NIGH', 'NIGHT'],
      ['ANTERN', 'LANTERN'],
    ]);
    expect((await harness.request('admin', { method: 'GET', url: '/api/ocr/misreads?limit=0' })).statusCode).toBe(400);
    expect((await harness.request('public', { method: 'GET', url: '/api/ocr/misreads' })).statusCode).toBe(401);
  });

  it('refuses a text that is empty, too long or more than a line with a 400 naming it, and changes nothing', async () => {
    const work = await flaggedWork([antern]);
    for (const text of ['', '   ', 'x'.repeat(101), 'LANTERN\nNIGHT']) {
      const response = await markMisread(work.id, { word: 'ANTERN', text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.stringContaining('text') });
    }
    for (const payload of [{ text: 'LANTERN' }, { word: 'ANTERN' }, { word: 'ANTERN', text: 'LANTERN', extra: 1 }]) {
      expect((await markMisread(work.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await markMisread(work.id, { word: 'ANTERN', text: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown work and 409 for a word that is not an open finding, never a 500', async () => {
    const body = { word: 'ANTERN', text: 'LANTERN' };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await markMisread(id, body);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found', message: 'No artwork with this id.' });
    }

    const work = await flaggedWork([antern]);
    const notAFinding = await markMisread(work.id, { word: 'LANTERN', text: 'LANTERN' });
    expect(notAFinding.statusCode).toBe(409);
    expect(notAFinding.json()).toEqual({
      error: 'conflict',
      message: "“LANTERN” is not one of this work's OCR findings: nothing was recorded.",
    });

    const unread = await uploadArtwork(harness);
    const tooEarly = await markMisread(unread.id, body);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json<{ message: string }>().message).toMatch(/has not finished reading/);

    // A finding the shop's words already cleared is not open.
    const named = await flaggedWork([misspelling('Zorblaxia', 0)], 'Named');
    await harness.request('admin', { method: 'POST', url: '/api/words', payload: { word: 'Zorblaxia' } });
    const cleared = await markMisread(named.id, { word: 'Zorblaxia', text: 'Zorblaxia' });
    expect(cleared.statusCode).toBe(409);

    expect((await markMisread(work.id, body, 'public')).statusCode).toBe(401);
    expect((await misreadList()).items.some((item) => item.artworkId === work.id || item.artworkId === named.id)).toBe(
      false,
    );
  });
});
