import { describe, expect, it, vi } from 'vitest';
import { RESUMABLE_FROM_BYTES } from '../../../lib/resumable-upload';
import { attachArtworkFile } from './artwork-files';

// tus-js-client stands in for the network: the options it is given, and the answer it reports.
const tus = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
const fileAnswer = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  label: 'Print size',
  format: 'TIFF',
  mimeType: 'image/tiff',
  width: 7200,
  height: 4800,
  sizeBytes: 9 * 1024 * 1024,
  originalName: 'print.tif',
  position: 0,
  createdAt: '2026-11-30T00:00:00.000Z',
};
vi.mock('tus-js-client', () => {
  class Upload {
    constructor(
      _file: unknown,
      private readonly options: Record<string, unknown>,
    ) {
      tus.options.push(options);
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      const onProgress = this.options.onProgress as (sent: number, total: number) => void;
      onProgress(50, 200);
      (this.options.onSuccess as (payload: unknown) => void)({
        lastResponse: { getStatus: () => 200, getBody: () => JSON.stringify(fileAnswer) },
      });
    }
    abort() {
      return Promise.resolve();
    }
  }
  return { Upload, DetailedError: class extends Error {} };
});

describe('attaching an extra file', () => {
  it('sends a large file in parts, naming the work and the label, and answers the file', async () => {
    const seen: number[] = [];
    const file = new File([new Uint8Array(RESUMABLE_FROM_BYTES)], 'print.tif', { type: 'image/tiff' });
    const attached = await attachArtworkFile({
      artworkId: 'work-1',
      file,
      label: 'Print size',
      onProgress: (percent) => seen.push(percent),
    });
    expect(attached).toMatchObject({ label: 'Print size', mimeType: 'image/tiff' });
    expect(tus.options[0]?.metadata).toEqual({ filename: 'print.tif', artworkId: 'work-1', label: 'Print size' });
    expect(tus.options[0]?.endpoint).toBe(`${window.location.origin}/api/artworks/uploads`);
    expect(seen).toEqual([25]);
  });
});
