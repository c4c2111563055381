import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { API_ROUTES } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkStates, uploadedId } from './harness/artworks.js';
import { sendExpectingContinue } from './harness/expect-continue.js';
import { call, type Answer } from './harness/http.js';
import { textImage } from './harness/images.js';
import { multipart, uploadForm, type MultipartPart } from './harness/multipart.js';
import { rawRequest, sendHeadersFirst } from './harness/raw-http.js';
import { startShop, type Shop } from './harness/shop.js';
import { storageMismatches } from './harness/stored-objects.js';

// ARCHITECTURE "HTTP contract": nothing answers 500 for bad input. A corpus of hostile uploads,
// bodies, path parameters and query strings; each answer must be a 4xx, the services must stay
// healthy, and nothing may be stored that should not be.

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE catalog.artworks; --",
  '1; SELECT pg_sleep(10)--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '😀'.repeat(300),
  'x'.repeat(20_000),
];

/** In a URL the 20 kB string is a header-size question of its own (see the 100 kB URL test). */
const URL_INJECTIONS = INJECTIONS.filter((value) => value.length < 2000);

let shop: Shop;
let cookie: string;
let image: Buffer;
let artworkId: string;

beforeAll(async () => {
  shop = await startShop({ workers: 0 });
  cookie = await shop.adminCookie();
  image = await textImage('HOSTILE');
  artworkId = await uploadedId(shop, cookie, image, 'The one real artwork');
});

afterAll(async () => {
  await shop?.close();
});

/** Percent-encodes every byte, so even a lone surrogate (which encodeURIComponent refuses) goes on the wire. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function expectClientError(answer: { status: number; text: string }, what: string): void {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims 50000 × 50000 pixels. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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

  it('refuses a file larger than 10 MB with 413', async () => {
    const form = uploadForm(Buffer.concat([image, Buffer.alloc(11 * 1024 * 1024)]), { title: 'too large' });
    const answer = await sendUpload(form.body, form.headers);
    expect(answer.status, answer.text).toBe(413);
  });

  // Issue #22: curl sends `Expect: 100-continue` past 1 MiB; the gateway passed it on and every
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
    ])('refuses an 11 MB file %s: 413 with the JSON error', async (_how, isChunked) => {
      const form = uploadForm(Buffer.concat([image, Buffer.alloc(11 * 1024 * 1024)]), { title: 'too large' });
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

/** Every variant of `body` with one string leaf replaced by `value`. */
function withEachStringReplaced(body: unknown, value: string): { path: string; body: unknown }[] {
  const variants: { path: string; body: unknown }[] = [];
  const walk = (node: unknown, path: string[], replace: (next: unknown) => unknown) => {
    if (typeof node === 'string') {
      variants.push({ path: path.join('.'), body: replace(value) });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) =>
        walk(item, [...path, String(index)], (next) => replace(node.map((other, i) => (i === index ? next : other)))),
      );
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        walk(item, [...path, key], (next) => replace({ ...node, [key]: next }));
      }
    }
  };
  walk(body, [], (next) => next);
  return variants;
}

describe('hostile JSON', () => {
  const bodies = (): { method: string; path: string; body: unknown }[] => [
    { method: 'POST', path: '/api/auth/login', body: { password: 'not-the-password' } },
    {
      method: 'PATCH',
      path: `/api/artworks/${artworkId}`,
      body: { status: 'approved', category: 'Core Collection', title: 'Title', price: '14.99', ocrText: 'text' },
    },
    { method: 'POST', path: '/api/artworks/batch', body: { action: 'approve-clean' } },
    {
      method: 'POST',
      path: '/api/artworks/batch',
      body: {
        action: 'update',
        ids: [artworkId],
        changes: { price: '14.99', isForSale: true, category: 'Core Collection', status: 'approved' },
      },
    },
    { method: 'POST', path: '/api/words', body: { word: 'gallerist' } },
    { method: 'PUT', path: '/api/layout', body: { template: 'classic', featuredIds: [artworkId] } },
    {
      method: 'POST',
      path: '/paypal/order',
      body: {
        items: [{ artworkId, quantity: 1 }],
        stateCode: 'NY',
        currency: 'USD',
        intent: 'CAPTURE',
        amount: '14.99',
        paymentMethod: 'SIMULATOR',
        payer: { email: 'a@example.com', name: 'A' },
      },
    },
    {
      method: 'POST',
      path: '/api/orders',
      body: {
        paypal_order_id: 'PAYPAL-1',
        customer_email: 'a@example.com',
        customer_name: 'A',
        total_amount: '14.99',
        artwork_ids: [artworkId],
        items: [{ artworkId, quantity: 1 }],
      },
    },
  ];

  it('answers every injection in every string field without a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, path, body } of bodies()) {
      for (const injection of INJECTIONS) {
        for (const variant of withEachStringReplaced(body, injection)) {
          const answer = await call(`${shop.gatewayUrl}${path}`, {
            method,
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(variant.body),
          });
          if (answer.status >= 500)
            failures.push(
              `${method} ${path} ${variant.path}=${JSON.stringify(injection.slice(0, 30))}: ${answer.status} ${answer.text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // Broken for every route; the second list is well-formed JSON of the wrong shape, which only
  // routes that take a body must refuse (logout and capture ignore theirs).
  const broken: [string, string | Buffer][] = [
    ['a cut-off object', '{"password": "x"'],
    ['trailing garbage', '{"password":"x"} trailing'],
    ['single quotes', "{'password':'x'}"],
    ['a prototype-poisoning key', '{"__proto__":{"role":"admin"},"password":"x"}'],
    ['a constructor-poisoning key', '{"constructor":{"prototype":{"role":"admin"}},"password":"x"}'],
    ['2 MB of JSON', JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) })],
  ];
  const wrongShape: [string, string | Buffer][] = [
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['100000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ];
  const BODY_LIMIT_PROBE_BYTES = 1024 * 1024;
  const jsonRoutes = API_ROUTES.filter((route) => route.method !== 'GET' && route.bodyKind !== 'multipart');
  const cases = jsonRoutes.flatMap((route) =>
    [...broken, ...(route.body ? wrongShape : [])].map(
      ([what, body]) => [`${route.method} ${route.path}`, what, route.path, body] as const,
    ),
  );

  it.each(cases)('%s refuses %s with a 4xx', async (label, _what, path, body) => {
    const concrete = path.replace(/:[A-Za-z]+/g, randomUUID());
    const request = {
      method: label.split(' ', 1)[0] ?? 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    };
    // A body past every limit is refused by its length: send it so that the refusal is always read.
    const answer =
      body.length > BODY_LIMIT_PROBE_BYTES
        ? await sendHeadersFirst(`${shop.gatewayUrl}${concrete}`, request)
        : await call(`${shop.gatewayUrl}${concrete}`, request);
    expectClientError(answer, `${label} ${_what}`);
  });
});

describe('hostile path parameters and query strings', () => {
  const paramRoutes = API_ROUTES.filter((route) => route.path.includes(':'));

  it('answers every injection in every path parameter without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of paramRoutes) {
      for (const injection of [...URL_INJECTIONS, '..', '.', '%2F', '%00', '%252e%252e%252f']) {
        const path = route.path.replace(
          /:[A-Za-z]+/g,
          injection.startsWith('%') ? injection : percentEncode(injection),
        );
        const answer = await rawRequest(shop.gatewayUrl, {
          method: route.method,
          path,
          headers: { cookie, 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        if (answer.status >= 500)
          failures.push(`${route.method} ${path.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    '/api/files/../../../../etc/passwd',
    '/api/files/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/files/x.png%00.webp',
    '/api/downloads/..%2F..%2Forders',
    '/api/orders/%27%20OR%20%271%27%3D%271',
    '/api/artworks/..%2F..%2Fadmin',
  ])('GET %s is a 4xx', async (path) => {
    const answer = await rawRequest(shop.gatewayUrl, { path, headers: { cookie } });
    expectClientError(answer, path);
  });

  it('refuses a 100 kB URL without harm', async () => {
    const answer = await rawRequest(shop.gatewayUrl, { path: `/api/artworks?category=${'x'.repeat(100_000)}` }).catch(
      (error: unknown) => ({ status: 0, text: String(error) }),
    );
    // Node answers 431 for headers past its limit, or resets the connection mid-write: never a 5xx.
    expect([0, 414, 431], answer.text).toContain(answer.status);
    expect((await call(`${shop.gatewayUrl}/readyz`)).status).toBe(200);
  });

  it('answers injections in query strings without a 5xx', async () => {
    const failures: string[] = [];
    for (const injection of URL_INJECTIONS) {
      const q = percentEncode(injection);
      for (const path of [
        `/api/artworks?status=${q}`,
        `/api/artworks?category=${q}`,
        `/api/files/${randomUUID()}.png?w=${q}`,
        `/api/artworks?status=approved&status=${q}`,
        // Issue #13's search and paging params.
        `/api/artworks?q=${q}`,
        `/api/artworks?q=${q}&sort=${q}&page=${q}&limit=${q}`,
        `/api/artworks?q=${q}&shown=${q}&ocr=${q}&forSale=${q}&hasPrice=${q}`,
      ]) {
        const answer = await rawRequest(shop.gatewayUrl, { path, headers: { cookie } });
        if (answer.status >= 500) failures.push(`${path.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('titles with markup', () => {
  it('keeps a title with markup as plain text in JSON, and pages forbid inline scripts', async () => {
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const form = uploadForm(image, { title });
    const created = await sendUpload(form.body, form.headers);
    expect(created.status, created.text).toBe(201);
    const listed = await call(`${shop.gatewayUrl}/api/artworks`, { headers: { cookie } });
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.headers.get('x-content-type-options')).toBe('nosniff');
    expect((listed.json as { title: string }[]).map((artwork) => artwork.title)).toContain(title);
    // The web app renders titles as text (React escapes them); the CSP is the second line of defence.
    const page = await call(`${shop.gatewayUrl}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('after the corpus', () => {
  it('every service is still healthy and logged no unhandled error', async () => {
    for (const [name, url] of Object.entries(shop.urls)) {
      expect((await call(`${url}/readyz`)).status, name).toBe(200);
    }
    const unhandled = [...shop.processes.values()].flatMap((child) =>
      child.lines
        .filter((line) => line.includes('"unhandled error"'))
        .map((line) => `${child.name}: ${line.slice(0, 300)}`),
    );
    expect(unhandled).toEqual([]);
  });

  it('the gateway reported no outage: every service was up, so a refusal was the caller’s doing', async () => {
    const outages = (shop.processes.get('gateway')?.lines ?? [])
      .filter((line) => line.includes('"upstream unavailable"'))
      .map((line) => line.slice(0, 300));
    expect(outages).toEqual([]);
  });

  it('stored nothing but the real artwork and the real images with hostile names', async () => {
    const titles = (await artworkStates(shop)).map((row) => row.title);
    // The PATCH variants whose one hostile field was refused still carry valid edits of the real
    // artwork (title "Title"): it is renamed, never duplicated.
    expect((await artworkStates(shop)).some((row) => row.id === artworkId)).toBe(true);
    const allowed = new Set([
      'The one real artwork',
      'Title',
      'A large real image',
      'Hostile name',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
    ]);
    expect(titles.filter((title) => !allowed.has(title))).toEqual([]);
    expect(await storageMismatches(shop)).toEqual({ orphanObjects: [], missingObjects: [] });
    const { rows } = await shop.db.query<{ count: number }>('select count(*)::int as count from orders.orders');
    expect(rows[0]?.count).toBe(0);
  });
});
