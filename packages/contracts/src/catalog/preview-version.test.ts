import { describe, expect, it } from 'vitest';
import { PREVIEW_URL_VERSION_PATTERN, previewUrlVersion } from './preview-version.js';

describe('previewUrlVersion', () => {
  it('is the same for the JSON string the web has and the Date the catalog reads', () => {
    const at = new Date('2026-11-25T18:04:05.123Z');
    expect(previewUrlVersion(at.toISOString(), 'none')).toBe(previewUrlVersion(at, 'none'));
    expect(previewUrlVersion(at, 'none')).toMatch(PREVIEW_URL_VERSION_PATTERN);
  });

  it('changes when the artwork changes (even by a millisecond) and when the watermark does', () => {
    const at = '2026-11-25T18:04:05.123Z';
    const versions = new Set([
      previewUrlVersion(at, 'none'),
      previewUrlVersion('2026-11-25T18:04:05.124Z', 'none'),
      previewUrlVersion(at, '0a1b2c3d4e5f'),
    ]);
    expect(versions.size).toBe(3);
  });
});
