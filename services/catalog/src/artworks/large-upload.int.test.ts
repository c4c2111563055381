import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Artwork, INTERNAL_HEADERS, MAX_UPLOAD_BYTES } from '@shop/contracts';
import { multipartForm } from '@shop/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { sampleImage } from '../testing/images.js';

const MiB = 1024 * 1024;

/**
 * A multipart upload of `image` followed by `paddingBytes` of noise (decoders ignore bytes after
 * a PNG's IEND), produced as it is sent: the test never holds the body, so the process's memory
 * is the catalog's.
 */
function streamedUpload(image: Buffer, paddingBytes: number, title: string) {
  const boundary = `----large${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nSci-Fi\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="master.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const noise = randomBytes(MiB);
  const hash = createHash('sha256').update(image);
  function* body() {
    yield head;
    yield image;
    for (let left = paddingBytes; left > 0; left -= MiB) {
      const chunk = left >= MiB ? noise : noise.subarray(0, left);
      hash.update(chunk);
      yield chunk;
    }
    yield tail;
  }
  return {
    body,
    length: head.length + image.length + paddingBytes + tail.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
    sha256: () => hash.digest('hex'),
  };
}

describe('large originals', () => {
  let harness: CatalogHarness;
  let origin: string;
  beforeAll(async () => {
    harness = await startCatalog();
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function send(upload: ReturnType<typeof streamedUpload>): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const call = request(
        `${origin}/api/artworks/upload`,
        {
          method: 'POST',
          headers: {
            'content-type': upload.contentType,
            'content-length': String(upload.length),
            [INTERNAL_HEADERS.token]: TEST_INTERNAL_TOKEN,
            [INTERNAL_HEADERS.role]: 'admin',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      call.on('error', reject);
      Readable.from(upload.body()).pipe(call);
    });
  }

  /** The highest resident memory seen while `work` runs, sampled every 20 ms. */
  async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const result = await work();
      return { result, growth: peak - baseline };
    } finally {
      clearInterval(sampler);
    }
  }

  async function storedSha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    await pipeline(await harness.deps.storage.get(key), hash);
    return hash.digest('hex');
  }

  it('accepts a TIFF original by its bytes and stores it as .tif', async () => {
    const tiff = await sharp(await sampleImage('png', 800, 600))
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const response = await harness.request('admin', {
      method: 'POST',
      url: '/api/artworks/upload',
      // The name and the client's type say PNG: the bytes decide.
      ...multipartForm(
        { title: 'Print master', category: 'Sci-Fi' },
        { filename: 'master.png', content: tiff, contentType: 'image/png' },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const artwork = response.json<Artwork>();
    expect(artwork).toMatchObject({ mimeType: 'image/tiff', width: 800, height: 600, fileSize: tiff.length });
    expect(artwork.filename).toBe(`${artwork.id}.tif`);
    expect(await harness.listObjects()).toContain(`originals/${artwork.id}.tif`);
  });

  it('streams a 150 MB original to storage byte for byte without holding it in memory', async () => {
    // A real 4000 × 3000 picture of noise, so the decode check reads real pixels; the rest is padding.
    const image = await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const upload = streamedUpload(image, 150 * MiB - image.length, 'A large master');
    const { result, growth } = await peakRss(() => send(upload));
    expect(result.status, result.body).toBe(201);
    const artwork = JSON.parse(result.body) as Artwork;
    expect(artwork.fileSize).toBe(150 * MiB);
    expect(await storedSha256(`originals/${artwork.filename}`)).toBe(upload.sha256());
    // Held whole, the body alone would add 150 MB; streamed, what grows is buffers of a part.
    expect(growth).toBeLessThan(100 * MiB);
  }, 120_000);

  it('refuses one byte past 200 MB with 413 after reading the rest, and keeps nothing', async () => {
    const image = await sampleImage('png');
    const before = await harness.listObjects();
    const upload = streamedUpload(image, MAX_UPLOAD_BYTES + 1 - image.length, 'Too large');
    const { result, growth } = await peakRss(() => send(upload));
    expect(result.status, result.body).toBe(413);
    expect(await harness.listObjects()).toEqual(before);
    expect(growth).toBeLessThan(100 * MiB);
  }, 120_000);
});
