import { artworkByShortIdPath, artworkShortId, ArtworkPageSchema, ArtworkSchema, type Artwork } from '@shop/contracts';
import { multipartForm } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPTC_TRAINED, TEST_SIGNER, withContentCredentials } from '../testing/c2pa-fixture.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { sampleImage } from '../testing/images.js';

describe('Content Credentials (C2PA) of uploaded originals', () => {
  let harness: CatalogHarness;
  let signedPng: Buffer;
  beforeAll(async () => {
    harness = await startCatalog();
    signedPng = await withContentCredentials(await sampleImage('png'), 'image/png', {
      generator: { name: 'Test Generator', version: '2.1' },
      actions: [
        {
          action: 'c2pa.created',
          digitalSourceType: IPTC_TRAINED,
          softwareAgent: { name: 'Dream Model', version: '3' },
        },
        { action: 'c2pa.color_adjustments' },
        { action: 'c2pa.cropped' },
      ],
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const upload = (title: string, content: Buffer) =>
    harness.request('admin', {
      method: 'POST',
      url: '/api/artworks/upload',
      ...multipartForm(
        { title, category: 'Abstract' },
        { filename: `${title}.png`, content, contentType: 'image/png' },
      ),
    });

  const approve = (id: string) =>
    harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload: { status: 'approved' } });

  const expectedSummary = {
    generator: 'Dream Model 3',
    aiGenerated: true,
    actions: ['c2pa.created', 'c2pa.color_adjustments', 'c2pa.cropped'],
    signer: TEST_SIGNER.commonName,
    issuer: TEST_SIGNER.organisation,
    validationState: 'Valid',
  };

  it('reads them at upload, keeps the manifest store, and the public answers carry the summary', async () => {
    const response = await upload('Signed koi', signedPng);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = ArtworkSchema.parse(response.json());
    expect(uploaded.provenance).toEqual(expectedSummary);

    const kept = await harness.deps.db
      .selectFrom('artwork_provenance')
      .selectAll()
      .where('artwork_id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      storage_key: `originals/${uploaded.filename}`,
      claim_generator: 'Test Generator 2.1',
    });
    const store = kept.manifest_store as { active_manifest: string; manifests: Record<string, unknown> };
    expect(Object.keys(store.manifests)).toContain(store.active_manifest);

    expect((await approve(uploaded.id)).statusCode).toBe(200);
    const page = await harness.request('public', {
      method: 'GET',
      url: artworkByShortIdPath(artworkShortId(uploaded.id)),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(ArtworkSchema.parse(page.json()).provenance).toEqual(expectedSummary);

    const list = await harness.request('public', { method: 'GET', url: '/api/artworks?limit=50' });
    const card = ArtworkPageSchema.parse(list.json()).items.find((item) => item.id === uploaded.id);
    expect(card?.provenance).toEqual(expectedSummary);
  });

  it('an original without credentials has none, and its upload works as ever', async () => {
    const response = await upload('Plain koi', await sampleImage('png'));
    expect(response.statusCode, response.body).toBe(201);
    const artwork = response.json<Artwork>();
    expect(artwork).not.toHaveProperty('provenance');
    const rows = await harness.deps.db
      .selectFrom('artwork_provenance')
      .select('artwork_id')
      .where('artwork_id', '=', artwork.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("a replaced file's credentials replace the old file's, or remove them when it has none", async () => {
    const plain = (await upload('Koi to be replaced', await sampleImage('png'))).json<Artwork>();
    const replace = (content: Buffer) =>
      harness.request('admin', {
        method: 'PUT',
        url: `/api/artworks/${plain.id}/file`,
        ...multipartForm({}, { filename: 'new.png', content, contentType: 'image/png' }),
      });
    const replaced = await replace(signedPng);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Artwork>().provenance).toEqual(expectedSummary);
    const again = await replace(await sampleImage('png'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Artwork>()).not.toHaveProperty('provenance');
  });

  it("a work's row going takes its credentials with it", async () => {
    const artwork = (await upload('Short-lived koi', signedPng)).json<Artwork>();
    await harness.deps.db.deleteFrom('artworks').where('id', '=', artwork.id).execute();
    const rows = await harness.deps.db
      .selectFrom('artwork_provenance')
      .select('artwork_id')
      .where('artwork_id', '=', artwork.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
