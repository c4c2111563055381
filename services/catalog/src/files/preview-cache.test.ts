import { previewUrlVersion } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_PRIVATE, CACHE_PUBLIC, storedPreviewCacheControl } from './preview-cache.js';

const updatedAt = new Date('2026-11-25T18:10:00.250Z');
const current = previewUrlVersion(updatedAt.toISOString(), 'none');
const base = {
  status: 'approved',
  updatedAt,
  isCurator: false,
  version: current,
  publicVersion: 'none',
  isWatermarkMissing: false,
};

describe('the Cache-Control of a stored preview', () => {
  it('is immutable for a year when the public asks with the current version', () => {
    expect(storedPreviewCacheControl(base)).toBe(CACHE_IMMUTABLE);
  });

  it('stays a day, revalidated, without a version or with a stale one (SPEC’s URL unchanged)', () => {
    expect(storedPreviewCacheControl({ ...base, version: undefined })).toBe(CACHE_PUBLIC);
    expect(storedPreviewCacheControl({ ...base, version: previewUrlVersion(new Date(0), 'none') })).toBe(CACHE_PUBLIC);
    // The watermark changed since the web built the URL.
    expect(storedPreviewCacheControl({ ...base, publicVersion: '0a1b2c3d4e5f' })).toBe(CACHE_PUBLIC);
  });

  it('keeps the curator’s unwatermarked copy private, and a failed watermark never immutable', () => {
    expect(storedPreviewCacheControl({ ...base, isCurator: true })).toBe(CACHE_PRIVATE);
    expect(storedPreviewCacheControl({ ...base, isWatermarkMissing: true })).toBe(CACHE_PUBLIC);
  });

  it('keeps unapproved work private whatever the version', () => {
    expect(storedPreviewCacheControl({ ...base, status: 'pending', isCurator: true })).toBe(CACHE_PRIVATE);
  });
});
