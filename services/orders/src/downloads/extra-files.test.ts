import type { InternalArtworkFile } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { deliveredFiles, extraFileName, extraFileUrl } from './extra-files.js';

const file = (id: string, overrides: Partial<InternalArtworkFile> = {}): InternalArtworkFile => ({
  id,
  artworkId: 'work-1',
  label: 'Print size TIFF',
  storageKey: `artwork-files/work-1/${id}.tif`,
  mimeType: 'image/tiff',
  sizeBytes: 10,
  width: 10,
  height: 10,
  position: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  removedAt: null,
  ...overrides,
});

describe('the extra files a grant delivers', () => {
  const grant = { artworkId: 'work-1', createdAt: new Date('2026-11-10T00:00:00.000Z') };

  it("delivers the work's live files, files added after the sale too, and no other work's", () => {
    const files = [file('a'), file('b', { createdAt: '2026-11-20T00:00:00.000Z' }), file('c', { artworkId: 'work-2' })];
    expect(deliveredFiles(files, grant).map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('keeps a file removed after the grant was made, and drops one removed before', () => {
    const files = [
      file('later', { removedAt: '2026-11-11T00:00:00.000Z' }),
      file('earlier', { removedAt: '2026-11-09T00:00:00.000Z' }),
    ];
    expect(deliveredFiles(files, grant).map((entry) => entry.id)).toEqual(['later']);
  });

  it("names the file after the work's title and its label, with its type's extension", () => {
    expect(extraFileName('Harbour Lights', file('a'))).toBe('harbour-lights-print-size-tiff.tif');
    expect(extraFileName('Harbour Lights', file('a', { label: 'How to print', mimeType: 'application/pdf' }))).toBe(
      'harbour-lights-how-to-print.pdf',
    );
  });

  it("builds the file's link on the grant's own token", () => {
    const url = extraFileUrl('https://shop.example/', 'secret', 'grant-1', 'file-9');
    expect(url).toMatch(/^https:\/\/shop\.example\/api\/downloads\/[A-Za-z0-9_-]{43}\/files\/file-9$/);
  });
});
