import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artwork, previewUrlVersion, PreviewVersionSchema } from '@shop/contracts';
import { uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcrWorkerProcess, type OcrWorkerProcess } from './harness/ocr-workers.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) dir = dirname(dir);
  return dir;
}
const fixturesDir = process.env.OCR_FIXTURES_DIR ?? resolve(repoRoot(), '..', 'shared', 'fixtures', 'ocr');

describe('previews through the gateway, as a CDN in front of it sees them', () => {
  let stack: Stack;
  let worker: OcrWorkerProcess | undefined;
  let cookie = '';
  const queuePrefix = uniqueQueuePrefix('cdn');

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_WRITE_MAX: '10000' }, { catalogEnv: { QUEUE_PREFIX: queuePrefix } });
    cookie = await signInAsCurator(stack);
    worker = await startOcrWorkerProcess({ ...stack.env, QUEUE_PREFIX: queuePrefix }, { OCR_CONCURRENCY: '1' });
  });
  afterAll(async () => {
    await worker?.stop();
    await stack?.close();
  });

  it('answers the versioned URL immutable for a year, the plain one for a day, both with the same picture', async () => {
    const boundary = `----cdn${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nEdge\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nSci-Fi\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="edge.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      readFileSync(join(fixturesDir, 'dev-01-correct-512.png')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
      remoteAddress: freshAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json<Artwork>();
    await waitFor(
      async () => {
        const list = await stack.gateway.inject({ method: 'GET', url: '/api/artworks', headers: { cookie } });
        return list.json<Artwork[]>().find((a) => a.id === id)?.ocrStatus === 'processed';
      },
      { timeoutMs: 120_000, intervalMs: 200, what: 'OCR of the upload' },
    );
    const approved = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/artworks/${id}`,
      payload: { status: 'approved' },
      headers: { cookie },
      remoteAddress: freshAddress(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const artwork = approved.json<Artwork>();

    // What the web app does, with no session: the public preview version, then the URL.
    const versionAnswer = await stack.gateway.inject({ method: 'GET', url: '/api/settings/preview-version' });
    expect(versionAnswer.statusCode).toBe(200);
    const { version } = PreviewVersionSchema.parse(versionAnswer.json());
    const v = previewUrlVersion(artwork.updatedAt, version);

    const versioned = await stack.gateway.inject({ method: 'GET', url: `/api/files/${artwork.filename}?w=480&v=${v}` });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await stack.gateway.inject({ method: 'GET', url: `/api/files/${artwork.filename}?w=480` });
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.rawPayload.equals(versioned.rawPayload)).toBe(true);
  });
});
