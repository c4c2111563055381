import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { truecolourPng } from '@shop/testkit';
import { sendExpectingContinue } from './harness/expect-continue.js';
import { call, type Answer } from './harness/http.js';
import { expectClientError, useHostileShop } from './harness/hostile.js';
import { multipart, uploadForm, type MultipartPart } from './harness/multipart.js';
import type { Shop } from './harness/shop.js';

// ARCHITECTURE "HTTP contract": nothing answers 500 for bad input. A corpus of hostile uploads,
// bodies, path parameters and query strings; each answer must be a 4xx, the services must stay
// healthy, and nothing may be stored that should not be.
// This file sends the uploads; hostile-input.int.test.ts the rest.

let shop: Shop;
let cookie: string;
let image: Buffer;
useHostileShop((started) => ({ shop, cookie, image } = started), { checkAfterwards: true });

/** A PNG of a few hundred bytes whose header claims 50000 × 50000 pixels. */
const pngBomb = (): Buffer => truecolourPng(50_000, 50_000, deflateSync(Buffer.alloc(4096)));

async function sendUpload(body: Buffer, headers: Record<string, string>): Promise<Answer> {
  return call(`${shop.gatewayUrl}/api/artworks/upload`, { method: 'POST', headers: { ...headers, cookie }, body });
}

describe('hostile uploads', () => {
  const fileCases: [string, () => Buffer, string?][] = [
    ['a PNG cut in half', () => image.subarray(0, Math.floor(image.length / 2))],
    ['a PNG cut after its header', () => image.subarray(0, 40)],
    ['text with a .png name', () => Buffer.from('just some text, not an image\n'.repeat(20))],
    ['HTML with a .png name', () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    [
      'an ELF binary with a .png name',
      () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(512)]),
    ],
    [
      'PNG magic bytes then JavaScript',
      () => Buffer.concat([image.subarray(0, 8), Buffer.from('alert(1)//'.repeat(50))]),
    ],
    [
      'a GIF header then a script (GIF/JS polyglot)',
      () => Buffer.from('GIF89a/*\x00\x00*/=alert(document.domain);//' + ' '.repeat(200)),
    ],
    [
      'a JPEG start marker then a ZIP archive',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('PK\x03\x04'), Buffer.alloc(300)]),
    ],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['a 50000 x 50000 PNG bomb header', pngBomb],
    ['an empty file', () => Buffer.alloc(0)],
  ];

  it.each(fileCases)('refuses %s with a 4xx', async (what, content, contentType) => {
    const form = multipart([
      { name: 'title', value: what },
      { name: 'category', value: 'Core Collection' },
      { name: 'artwork', value: content(), filename: 'innocent.png', contentType: contentType ?? 'image/png' },
    ]);
    expectClientError(await sendUpload(form.body, form.headers), what);
  });

  it('still takes a real 3 MB image: the limits refuse only what they should', async () => {
    const noise = randomBytes(1000 * 1000 * 3);
    const large = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = uploadForm(large, { title: 'A large real image' });
    const answer = await sendUpload(form.body, form.headers);
    expect(answer.status, answer.text).toBe(201);
  });

  it('refuses a file larger than 200 MB with 413', async () => {
    const form = uploadForm(Buffer.concat([image, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024)]), {
      title: 'too large',
    });
    const answer = await sendUpload(form.body, form.headers);
    expect(answer.status, answer.text).toBe(413);
  });

  // curl sends `Expect: 100-continue` past 1 MiB; the gateway passed it on and every
  // such upload answered 503. These go over a real socket, headers first, as curl does.
  describe('as curl sends them (Expect: 100-continue)', () => {
    const uploadUrl = () => `${shop.gatewayUrl}/api/artworks/upload`;

    it('takes a 3 MB image: 201', async () => {
      const large = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const form = uploadForm(large, { title: 'A large real image' });
      const answer = await sendExpectingContinue(uploadUrl(), {
        headers: { ...form.headers, cookie },
        body: form.body,
      });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.continued).toBe(true);
    });

    it.each([
      ['with its Content-Length', false],
      ['chunked', true],
    ])('refuses a file past 200 MB %s: 413 with the JSON error', async (_how, isChunked) => {
      const form = uploadForm(Buffer.concat([image, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024)]), {
        title: 'too large',
      });
      const answer = await sendExpectingContinue(uploadUrl(), {
        headers: { ...form.headers, cookie },
        ...(isChunked ? { chunked: form.body } : { body: form.body }),
      });
      expect(answer.status, answer.text).toBe(413);
      expect(answer.json).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
    });

    it.each(['/paypal/order', '/api/orders'])('refuses a chunked 2 MB JSON body to %s: 413', async (path) => {
      const body = Buffer.from(JSON.stringify({ items: [], padding: 'x'.repeat(2 * 1024 * 1024) }));
      const answer = await sendExpectingContinue(`${shop.gatewayUrl}${path}`, {
        headers: { 'content-type': 'application/json' },
        chunked: body,
      });
      expect(answer.status, answer.text).toBe(413);
      expect(answer.json).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
    });

    it('refuses a 2 MB JSON body by its length before asking for it', async () => {
      const answer = await sendExpectingContinue(`${shop.gatewayUrl}/paypal/order`, {
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(2 * 1024 * 1024, 0x20),
      });
      expect(answer.status, answer.text).toBe(413);
      expect(answer.continued).toBe(false);
      expect(answer.json).toMatchObject({ error: 'payload_too_large' });
    });
  });

  const formCases: [string, () => { body: Buffer; headers: Record<string, string> }][] = [
    [
      '5000 form fields',
      () =>
        multipart([
          ...Array.from({ length: 5000 }, (_, index): MultipartPart => ({ name: `f${index}`, value: 'x' })),
          { name: 'artwork', value: image, filename: 'a.png', contentType: 'image/png' },
        ]),
    ],
    [
      '200 file parts',
      () =>
        multipart(
          Array.from({ length: 200 }, (): MultipartPart => ({ name: 'artwork', value: image, filename: 'a.png' })),
        ),
    ],
    ['a title of 200 kB', () => uploadForm(image, { title: 't'.repeat(200_000) })],
    [
      'a boundary that never appears',
      () => ({ body: uploadForm(image).body, headers: { 'content-type': 'multipart/form-data; boundary=nope' } }),
    ],
    [
      'a multipart type without a boundary',
      () => ({ body: uploadForm(image).body, headers: { 'content-type': 'multipart/form-data' } }),
    ],
    [
      'a body cut before its closing boundary',
      () => {
        const form = uploadForm(image);
        return { body: form.body.subarray(0, form.body.length - 200), headers: form.headers };
      },
    ],
    [
      'JSON sent to the upload route',
      () => ({ body: Buffer.from('{"title":"x"}'), headers: { 'content-type': 'application/json' } }),
    ],
    [
      'no file at all',
      () =>
        multipart([
          { name: 'title', value: 'No file' },
          { name: 'category', value: 'Core Collection' },
        ]),
    ],
    ['an unknown category', () => uploadForm(image, { category: "Core Collection'; --" })],
  ];

  it.each(formCases)('refuses %s with a 4xx', async (what, build) => {
    const { body, headers } = build();
    expectClientError(await sendUpload(body, headers), what);
  });

  const hostileNames = [
    '../../../etc/passwd.png',
    '..%2F..%2Fsecret.png',
    'nul\u0000byte.png',
    'C:\\Windows\\win.ini.png',
    '<img src=x onerror=alert(1)>.png',
    `${'a'.repeat(5000)}.png`,
  ];

  it.each(hostileNames.map((name) => [JSON.stringify(name.slice(0, 40)), name]))(
    'stores a real image named %s under a key of its own choosing',
    async (_label, filename) => {
      const form = uploadForm(image, { title: 'Hostile name', filename });
      const answer = await sendUpload(form.body, form.headers);
      expect(answer.status, answer.text).toBeLessThan(500);
      if (answer.status !== 201) return;
      const artwork = answer.json as { id: string; filename: string; originalName: string };
      expect(artwork.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
      // Shown back to people only: a plain base name, no directories or control characters.
      expect(artwork.originalName).not.toMatch(/[/\\]|^\./);
      expect(artwork.originalName.includes('\u0000')).toBe(false);
      expect(artwork.originalName.length).toBeLessThanOrEqual(200);
    },
  );
});
