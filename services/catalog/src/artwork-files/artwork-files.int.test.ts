import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import {
  type Artwork,
  type ArtworkFile,
  type ArtworkFileList,
  artworkShortId,
  INTERNAL_HEADERS,
  type InternalArtworkFile,
} from '@shop/contracts';
import { multipartForm } from '@shop/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadApprovedArtwork, uploadArtwork } from '../testing/fixtures.js';
import { pixelBombPng, sampleImage } from '../testing/images.js';

/** The orders service's sales check at the HTTP level (orders' own tests cover the real route). */
function startFakeOrders() {
  const sold = new Set<string>();
  const server: Server = createServer((request, response) => {
    const id = /^\/internal\/artworks\/([^/]+)\/sales$/.exec(request.url ?? '')?.[1] ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ sold: sold.has(decodeURIComponent(id)) }));
  });
  return {
    sold,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A minimal PDF: file-type knows it by its `%PDF-` header. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('extra files of a work', () => {
  const orders = startFakeOrders();
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog({ ORDERS_URL: await orders.start() });
  });
  afterAll(async () => {
    await harness?.close();
    await orders.close();
  });

  const attach = (
    artworkId: string,
    content: Buffer,
    filename: string,
    label?: string,
    role: 'admin' | 'public' = 'admin',
  ) =>
    harness.request(role, {
      method: 'POST',
      url: `/api/artworks/${artworkId}/files`,
      ...multipartForm(label === undefined ? {} : { label }, { field: 'file', filename, content }),
    });

  const storedBytes = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await harness.deps.storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const internalFiles = async (ids: string[]) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/internal/artworks/files',
      headers: { [INTERNAL_HEADERS.token]: TEST_INTERNAL_TOKEN },
      payload: { ids },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ files: InternalArtworkFile[] }>().files;
  };

  const page = async (artwork: Artwork) =>
    (
      await harness.request('public', { method: 'GET', url: `/api/artworks/by-short-id/${artworkShortId(artwork.id)}` })
    ).json<Artwork>();

  it('stores a TIFF and a PDF byte-identical, with format, pixel size and bytes, and lists them on the page in order', async () => {
    const artwork = await uploadApprovedArtwork(harness, { title: 'Print master' });
    const tiff = await sharp(await sampleImage('png', 1200, 800))
      .tiff()
      .toBuffer();

    const added = await attach(artwork.id, tiff, 'print.tif', 'Print size TIFF');
    expect(added.statusCode, added.body).toBe(201);
    const tiffFile = added.json<ArtworkFile>();
    expect(tiffFile).toMatchObject({
      label: 'Print size TIFF',
      format: 'TIFF',
      mimeType: 'image/tiff',
      width: 1200,
      height: 800,
      sizeBytes: tiff.length,
      originalName: 'print.tif',
      position: 0,
    });
    const pdf = await attach(artwork.id, PDF, 'How to print.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json<ArtworkFile>()).toMatchObject({
      label: 'How to print',
      format: 'PDF',
      width: null,
      height: null,
      position: 1,
    });

    const [stored] = (await internalFiles([artwork.id])).filter((file) => file.id === tiffFile.id);
    expect(stored?.storageKey).toMatch(new RegExp(`^artwork-files/${artwork.id}/`));
    expect(sha256(await storedBytes(stored?.storageKey ?? ''))).toBe(sha256(tiff));

    const publicAnswer = await page(artwork);
    expect(publicAnswer.files?.map((file) => [file.label, file.format, file.sizeBytes])).toEqual([
      ['Print size TIFF', 'TIFF', tiff.length],
      ['How to print', 'PDF', PDF.length],
    ]);
    // Never where a file is stored.
    expect(JSON.stringify(publicAnswer)).not.toContain('artwork-files/');
  });

  it('relabels and reorders', async () => {
    const artwork = await uploadArtwork(harness);
    const first = (await attach(artwork.id, await sampleImage('jpeg'), 'web.jpg')).json<ArtworkFile>();
    const second = (await attach(artwork.id, await sampleImage('png', 300, 300), 'square.png')).json<ArtworkFile>();
    const moved = await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${artwork.id}/files/${second.id}`,
      payload: { position: 0, label: 'Square crop' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ArtworkFileList>().files.map((file) => [file.id, file.label, file.position])).toEqual([
      [second.id, 'Square crop', 0],
      [first.id, 'web', 1],
    ]);
  });

  it('refuses another type, a pixel bomb, no file, and the public', async () => {
    const artwork = await uploadArtwork(harness);
    const html = await attach(artwork.id, Buffer.from('<html><body>hi</body></html>'), 'notes.pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json<{ message: string }>().message).toContain('PDF');
    expect((await attach(artwork.id, pixelBombPng(), 'bomb.png')).statusCode).toBe(413);
    const none = await harness.request('admin', {
      method: 'POST',
      url: `/api/artworks/${artwork.id}/files`,
      ...multipartForm({ label: 'x' }),
    });
    expect(none.statusCode).toBe(400);
    expect((await attach(artwork.id, PDF, 'x.pdf', undefined, 'public')).statusCode).toBe(401);
    expect((await internalFiles([artwork.id])).length).toBe(0);
    expect((await harness.listObjects()).filter((key) => key.startsWith(`artwork-files/${artwork.id}/`))).toEqual([]);
  });

  it("removes a never-sold work's file with its object; a sold work's file stays for its earlier buyers", async () => {
    const unsold = await uploadArtwork(harness);
    const gone = (await attach(unsold.id, PDF, 'a.pdf')).json<ArtworkFile>();
    const [goneStored] = await internalFiles([unsold.id]);
    const removed = await harness.request('admin', {
      method: 'DELETE',
      url: `/api/artworks/${unsold.id}/files/${gone.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await internalFiles([unsold.id])).toEqual([]);
    expect(await harness.listObjects()).not.toContain(goneStored?.storageKey);

    const sold = await uploadApprovedArtwork(harness);
    orders.sold.add(sold.id);
    const kept = (await attach(sold.id, PDF, 'b.pdf')).json<ArtworkFile>();
    const off = await harness.request('admin', { method: 'DELETE', url: `/api/artworks/${sold.id}/files/${kept.id}` });
    expect(off.statusCode, off.body).toBe(204);
    const [keptStored] = await internalFiles([sold.id]);
    expect(keptStored).toMatchObject({ id: kept.id, removedAt: expect.any(String) });
    expect(await text(await harness.deps.storage.get(keptStored?.storageKey ?? ''))).toBe(PDF.toString());
    expect((await page(sold)).files).toEqual([]);
    const listed = await harness.request('admin', { method: 'GET', url: `/api/artworks/${sold.id}/files` });
    expect(listed.json<ArtworkFileList>().files).toEqual([]);
  });

  it('deleting a never-sold work takes its files along', async () => {
    const artwork = await uploadArtwork(harness);
    await attach(artwork.id, PDF, 'c.pdf');
    const [stored] = await internalFiles([artwork.id]);
    expect((await harness.request('admin', { method: 'DELETE', url: `/api/artworks/${artwork.id}` })).statusCode).toBe(
      204,
    );
    expect(await harness.listObjects()).not.toContain(stored?.storageKey ?? '');
  });
});
