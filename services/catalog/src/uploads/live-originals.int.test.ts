import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Artwork, type ArtworkFile, INTERNAL_HEADERS, RESUMABLE_UPLOAD_PATH } from '@shop/contracts';
import { createFileUploader, createStorage, storageConfigOf } from '@shop/platform';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOriginals } from '../artworks/originals.js';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadArtwork } from '../testing/fixtures.js';
import { createLiveOriginals, type LiveOriginals, type StoredOriginal } from './live-originals.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Sends a part through the tap as the file store does, to a sink standing for the staged file. */
async function sendThrough(live: LiveOriginals, uploadId: string, offset: number, part: Buffer): Promise<boolean> {
  const tap = live.tap(uploadId, offset);
  if (!tap) return false;
  const chunks = [];
  for (let at = 0; at < part.length; at += 64 * 1024) chunks.push(part.subarray(at, at + 64 * 1024));
  await pipeline(Readable.from(chunks), tap, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return true;
}

/** A tus client of the catalog at `origin`, as the dashboard sends a file: created, then two parts. */
function tusClient(origin: string) {
  const tus = (path: string, init: RequestInit) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: {
        'Tus-Resumable': '1.0.0',
        [INTERNAL_HEADERS.token]: TEST_INTERNAL_TOKEN,
        [INTERNAL_HEADERS.role]: 'admin',
        ...(init.headers as Record<string, string>),
      },
    });
  /** Sends `bytes` in two parts as an upload with these metadata fields; the last part's answer. */
  async function sendInParts(
    bytes: Buffer,
    fields: Record<string, string>,
    betweenParts: () => void = () => undefined,
  ): Promise<Response> {
    const metadata = Object.entries(fields)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
    const created = await tus(RESUMABLE_UPLOAD_PATH, {
      method: 'POST',
      headers: { 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const half = Math.floor(bytes.length / 2);
    const patch = (offset: number, part: Buffer) =>
      tus(location, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
        body: part,
      });
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
    betweenParts();
    return patch(half, bytes.subarray(half));
  }
  return {
    /** A new artwork's original. */
    uploadInParts: (bytes: Buffer, title: string, betweenParts?: () => void) =>
      sendInParts(bytes, { filename: 'master.png', title, category: 'Sci-Fi' }, betweenParts),
    /** An extra file of the work `artworkId`. */
    attachInParts: (bytes: Buffer, artworkId: string, filename: string) => sendInParts(bytes, { filename, artworkId }),
  };
}

describe('originals stored while their resumable uploads arrive', () => {
  let harness: CatalogHarness;
  let uploadInParts: ReturnType<typeof tusClient>['uploadInParts'];
  let image: Buffer;
  /** A live store of its own, waiting a short while for bytes, on the harness's storage. */
  let impatient: LiveOriginals;
  beforeAll(async () => {
    harness = await startCatalog();
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    ({ uploadInParts } = tusClient(`http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`));
    image = await sharp(randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const storage = createStorage(storageConfigOf(harness.config));
    const log = pino({ level: 'silent' });
    impatient = createLiveOriginals({
      originals: createOriginals({ storage, uploader: createFileUploader(storage), log }),
      log,
      idleMs: 300,
    });
  });
  afterAll(async () => {
    impatient?.close();
    await harness?.close();
  });

  const stored = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await harness.deps.storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const originalsInStorage = async () => (await harness.listObjects()).filter((key) => key.startsWith('originals/'));
  /** After an ended put: s3rver may finish writing a cut body late, and originals.ts removes it once more a second later. */
  const noOriginalsLeft = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect.poll(originalsInStorage, { timeout: 3000 }).toEqual([]);
  };

  it('puts the bytes under the final key as the parts arrive, and hands the stored original over at the end', async () => {
    const live = harness.deps.liveOriginals;
    const uploadId = randomUUID();
    live.expect(uploadId, image.length);
    const third = Math.floor(image.length / 3);
    expect(await sendThrough(live, uploadId, 0, image.subarray(0, third))).toBe(true);
    expect(await sendThrough(live, uploadId, third, image.subarray(third, 2 * third))).toBe(true);
    expect(await sendThrough(live, uploadId, 2 * third, image.subarray(2 * third))).toBe(true);

    const original = (await live.take(uploadId)) as StoredOriginal;
    expect(original).toMatchObject({ mimeType: 'image/png', extension: 'png' });
    expect(original.storageKey).toBe(`originals/${original.id}.png`);
    expect(sha256(await stored(original.storageKey))).toBe(sha256(image));
    await harness.deps.storage.remove(original.storageKey);
  });

  it('ends the put when a part starts elsewhere than where it stood: nothing stays in storage', async () => {
    const live = harness.deps.liveOriginals;
    const uploadId = randomUUID();
    live.expect(uploadId, image.length);
    const half = Math.floor(image.length / 2);
    await sendThrough(live, uploadId, 0, image.subarray(0, half));
    // The staged file kept fewer bytes than the put was given (a part cut in between).
    expect(live.tap(uploadId, half - 1000)).toBeUndefined();
    expect(await live.take(uploadId)).toBeUndefined();
    await noOriginalsLeft();
  });

  it('ends the put when a part fails, and after a silence: the upload is then stored from its staged file', async () => {
    const live = harness.deps.liveOriginals;
    const failed = randomUUID();
    live.expect(failed, image.length);
    await sendThrough(live, failed, 0, image.subarray(0, 100_000));
    live.abandon(failed, 'a part failed');
    expect(live.tap(failed, 100_000)).toBeUndefined();
    expect(await live.take(failed)).toBeUndefined();

    const silent = randomUUID();
    impatient.expect(silent, image.length);
    await sendThrough(impatient, silent, 0, image.subarray(0, 100_000));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(impatient.tap(silent, 100_000)).toBeUndefined();
    expect(await impatient.take(silent)).toBeUndefined();
    await noOriginalsLeft();
  });

  it('only stages what is not an image the shop takes', async () => {
    const live = harness.deps.liveOriginals;
    const uploadId = randomUUID();
    const text = Buffer.from('just some words, not a picture\n'.repeat(500));
    live.expect(uploadId, text.length);
    await sendThrough(live, uploadId, 0, text);
    expect(await live.take(uploadId)).toBeUndefined();
    expect(await originalsInStorage()).toEqual([]);
  });

  it('makes the artwork from the original the live put stored, without a second put', async () => {
    const take = vi.spyOn(harness.deps.liveOriginals, 'take');
    const createFromFile = vi.spyOn(harness.deps.artworks, 'createFromFile');
    try {
      const answer = await uploadInParts(image, 'Stored as it came');
      expect(answer.status, await answer.clone().text()).toBe(200);
      const artwork = (await answer.json()) as Artwork;
      const original = (await take.mock.results[0]?.value) as StoredOriginal;
      expect(original.id).toBe(artwork.id);
      expect(createFromFile.mock.calls[0]?.[3]).toEqual(original);
      expect(await originalsInStorage()).toEqual([`originals/${artwork.id}.png`]);
      expect(sha256(await stored(`originals/${artwork.id}.png`))).toBe(sha256(image));
      await harness.deps.storage.remove(`originals/${artwork.id}.png`);
    } finally {
      take.mockRestore();
      createFromFile.mockRestore();
    }
  });

  it('stores a TIFF live though its directory comes after its pixels', async () => {
    const tiff = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
      .tiff()
      .toBuffer();
    expect(tiff.readUInt32LE(4)).toBeGreaterThan(tiff.length / 2);
    const createFromFile = vi.spyOn(harness.deps.artworks, 'createFromFile');
    try {
      const answer = await uploadInParts(tiff, 'Print master');
      expect(answer.status, await answer.clone().text()).toBe(200);
      const artwork = (await answer.json()) as Artwork;
      expect(createFromFile.mock.calls[0]?.[3]).toMatchObject({ id: artwork.id, extension: 'tif' });
      expect(await originalsInStorage()).toEqual([`originals/${artwork.id}.tif`]);
      await harness.deps.storage.remove(`originals/${artwork.id}.tif`);
    } finally {
      createFromFile.mockRestore();
    }
  });

  it('removes what the live put stored when the finished file is refused', async () => {
    // A PNG whose header is whole but whose pixels are cut off: refused once it has all arrived.
    const truncated = image.subarray(0, Math.floor(image.length * 0.6));
    const take = vi.spyOn(harness.deps.liveOriginals, 'take');
    try {
      const answer = await uploadInParts(truncated, 'Cut off');
      expect(answer.status).toBe(415);
      expect(await take.mock.results[0]?.value).toMatchObject({ extension: 'png' });
      await noOriginalsLeft();
    } finally {
      take.mockRestore();
    }
  });
});

describe('extra files of a work stored while their resumable uploads arrive', () => {
  let harness: CatalogHarness;
  let attachInParts: ReturnType<typeof tusClient>['attachInParts'];
  let work: Artwork;
  beforeAll(async () => {
    harness = await startCatalog();
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    ({ attachInParts } = tusClient(`http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`));
    work = await uploadArtwork(harness, { title: 'With its print files' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const filesInStorage = async () =>
    (await harness.listObjects()).filter((key) => key.startsWith(`artwork-files/${work.id}/`)).sort();
  /** The keys of the files attached so far: storage must hold these and nothing else of the work's. */
  const attached: string[] = [];

  it.each([
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(400_000), Buffer.from('\n%%EOF\n')]), 'pdf'],
    ['a TIFF', undefined, 'tif'],
  ])(
    'stores %s under the work’s files as it arrives, and attaches it without a second put',
    async (_kind, given, extension) => {
      const bytes =
        given ??
        (await sharp(randomBytes(700 * 500 * 3), { raw: { width: 700, height: 500, channels: 3 } })
          .tiff()
          .toBuffer());
      const take = vi.spyOn(harness.deps.liveOriginals, 'take');
      const attachStaged = vi.spyOn(harness.deps.artworkFiles, 'attachStaged');
      try {
        const answer = await attachInParts(bytes, work.id, `instructions.${extension}`);
        expect(answer.status, await answer.clone().text()).toBe(200);
        const file = (await answer.json()) as ArtworkFile;
        const stored = (await take.mock.results[0]?.value) as StoredOriginal;
        expect(stored).toMatchObject({ id: file.id, extension });
        expect(stored.storageKey).toBe(`artwork-files/${work.id}/${file.id}.${extension}`);
        expect(attachStaged.mock.calls[0]?.[3]).toEqual(stored);
        attached.push(stored.storageKey);
        expect(await filesInStorage()).toEqual([...attached].sort());
        const chunks: Buffer[] = [];
        for await (const chunk of await harness.deps.storage.get(stored.storageKey)) chunks.push(chunk as Buffer);
        expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));
      } finally {
        take.mockRestore();
        attachStaged.mockRestore();
      }
    },
  );

  it('removes what the live put stored when the finished file is refused', async () => {
    // Named a PNG by its first bytes and put live; its pixels are cut off, so it is refused once whole.
    const png = await sharp(randomBytes(900 * 700 * 3), { raw: { width: 900, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const take = vi.spyOn(harness.deps.liveOriginals, 'take');
    try {
      const answer = await attachInParts(png.subarray(0, Math.floor(png.length * 0.6)), work.id, 'cut.png');
      expect(answer.status).toBe(415);
      expect(await take.mock.results[0]?.value).toMatchObject({ extension: 'png' });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await expect.poll(filesInStorage, { timeout: 3000 }).toEqual([...attached].sort());
    } finally {
      take.mockRestore();
    }
  });
});

describe('an original whose live put fails', () => {
  let harness: CatalogHarness;
  afterAll(async () => {
    await harness?.close();
  });

  it('is stored from its staged file when the upload ends, byte for byte and once', async () => {
    harness = await startCatalog({}, { s3FaultProxy: true });
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    const { uploadInParts } = tusClient(`http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`);
    const image = await sharp(randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const proxy = harness.s3Proxy as NonNullable<CatalogHarness['s3Proxy']>;
    // Storage drops the live put's connection part-way through the first part.
    proxy.cutAfterRequestBytes(300_000);
    const take = vi.spyOn(harness.deps.liveOriginals, 'take');
    const answer = await uploadInParts(image, 'Storage dropped', () => proxy.cutAfterRequestBytes(undefined));
    expect(answer.status, await answer.clone().text()).toBe(200);
    const artwork = (await answer.json()) as Artwork;
    expect(proxy.cuts()).toBeGreaterThan(0);
    expect(await take.mock.results[0]?.value).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const originals = (await harness.listObjects()).filter((key) => key.startsWith('originals/'));
    expect(originals).toEqual([`originals/${artwork.id}.png`]);
    const chunks: Buffer[] = [];
    for await (const chunk of await harness.deps.storage.get(originals[0] as string)) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(image));
  });
});
