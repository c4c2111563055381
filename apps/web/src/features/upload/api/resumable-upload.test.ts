import { RESUMABLE_UPLOAD_PART_BYTES } from '@shop/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { buildArtwork } from '../../../testing/admin-api-stub';
import { sentPercent, uploadArtworkResumably } from './resumable-upload';
import { UploadConnectionError } from './upload-artwork';

// tus-js-client stands in for the network: what it is asked to do, and what it reports back.
interface CreatedUpload {
  file: unknown;
  options: Record<string, unknown>;
  resumedFrom: unknown;
  started: boolean;
}
interface TusStandIn {
  created: CreatedUpload[];
  previous: { creationTime: string; uploadUrl: string }[];
  run: (options: Record<string, unknown>) => void;
}
const tus: TusStandIn = vi.hoisted(() => ({ created: [], previous: [], run: () => undefined }));

vi.mock('tus-js-client', () => {
  class DetailedError extends Error {
    constructor(
      message: string,
      readonly originalResponse: { getStatus(): number; getBody(): string } | null,
    ) {
      super(message);
    }
  }
  class Upload {
    private readonly record: (typeof tus.created)[number];
    constructor(file: unknown, options: Record<string, unknown>) {
      this.record = { file, options, resumedFrom: undefined, started: false };
      tus.created.push(this.record);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.record.resumedFrom = previous;
    }
    start() {
      this.record.started = true;
      tus.run(this.record.options);
    }
    abort() {
      return Promise.resolve();
    }
  }
  return { Upload, DetailedError };
});

const artwork = buildArtwork({ title: 'Large master', originalName: 'master.png' });

const response = (status: number, body: string, headers: Record<string, string> = {}) => ({
  getStatus: () => status,
  getBody: () => body,
  getHeader: (name: string) => headers[name.toLowerCase()],
});
const input = (onProgress?: (progress: number) => void) => ({
  file: new File(['x'], 'master.png', { type: 'image/png' }),
  title: 'Large master',
  category: 'Sci-Fi',
  price: '14.99',
  isForSale: true,
  onProgress,
});

beforeEach(() => {
  tus.created.length = 0;
  tus.previous = [];
});

describe('uploading an original in parts', () => {
  it('reports 0–90% while parts go, and sends the form as the upload’s metadata in parts of the contract’s size', async () => {
    const seen: number[] = [];
    tus.run = (options) => {
      const onProgress = options.onProgress as (sent: number, total: number) => void;
      onProgress(0, 200);
      onProgress(100, 200);
      onProgress(200, 200);
      (options.onError as (error: Error) => void)(new Error('stop here'));
    };
    await expect(uploadArtworkResumably(input((progress) => seen.push(progress)))).rejects.toBeInstanceOf(
      UploadConnectionError,
    );
    expect(seen).toEqual([0, 45, 90]);
    const options = tus.created[0]?.options ?? {};
    expect(options.chunkSize).toBe(RESUMABLE_UPLOAD_PART_BYTES);
    expect(options.endpoint).toBe(`${window.location.origin}/api/artworks/uploads`);
    expect(options.metadata).toEqual({
      filename: 'master.png',
      title: 'Large master',
      category: 'Sci-Fi',
      price: '14.99',
      isForSale: 'true',
    });
    expect(options.storeFingerprintForResuming).toBe(true);
    expect(options.removeFingerprintOnSuccess).toBe(true);
  });

  it('resumes the latest upload of the same file kept from before a reload, and answers the artwork', async () => {
    tus.previous = [
      { creationTime: '2026-11-29T01:00:00.000Z', uploadUrl: '/api/artworks/uploads/older' },
      { creationTime: '2026-11-29T02:00:00.000Z', uploadUrl: '/api/artworks/uploads/latest' },
    ];
    tus.run = (options) =>
      (options.onSuccess as (payload: unknown) => void)({ lastResponse: response(200, JSON.stringify(artwork)) });
    await expect(uploadArtworkResumably(input())).resolves.toMatchObject({ id: artwork.id, title: 'Large master' });
    expect(tus.created[0]?.resumedFrom).toMatchObject({ uploadUrl: '/api/artworks/uploads/latest' });
    expect(tus.created[0]?.started).toBe(true);
  });

  it('answers the artwork the server kept when the upload had finished and its answer was lost', async () => {
    tus.run = (options) => {
      // The HEAD that found it complete: no body, the answer in the upload's metadata.
      const answer = Buffer.from(JSON.stringify(artwork)).toString('base64');
      const metadata = `filename ${Buffer.from('master.png').toString('base64')},answer ${answer}`;
      (options.onSuccess as (payload: unknown) => void)({
        lastResponse: response(200, '', { 'upload-metadata': metadata }),
      });
    };
    await expect(uploadArtworkResumably(input())).resolves.toEqual(artwork);
  });

  it('passes the server’s refusal on as an ApiError with its message', async () => {
    const { DetailedError } = await import('tus-js-client');
    const refusal = JSON.stringify({ error: 'unsupported_media_type', message: 'Only JPG, PNG…' });
    tus.run = (options) =>
      (options.onError as (error: Error) => void)(
        new (DetailedError as unknown as new (message: string, response: unknown) => Error)(
          'refused',
          response(415, refusal),
        ),
      );
    const error = await uploadArtworkResumably(input()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
  });

  it('counts sent bytes as 0–90 %, never past 90 before the server answers', () => {
    expect(sentPercent(0, 0)).toBe(0);
    expect(sentPercent(1, 3)).toBe(30);
    expect(sentPercent(3, 3)).toBe(90);
  });
});
