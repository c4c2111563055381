import { previewUrlVersion } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { previewSrcSet, previewUrl } from './previews';

describe('preview URLs', () => {
  it('keep SPEC’s plain URL without a version', () => {
    expect(previewUrl('a b.png')).toBe('/api/files/a%20b.png');
    expect(previewUrl('x.png', 480)).toBe('/api/files/x.png?w=480');
  });

  it('name the exact picture with the artwork’s version, for every width', () => {
    const version = previewUrlVersion('2026-11-25T18:20:00.000Z', '0a1b2c3d4e5f');
    expect(previewUrl('x.png', 960, version)).toBe(`/api/files/x.png?w=960&v=${version}`);
    expect(previewSrcSet('x.png', version)).toBe(
      `/api/files/x.png?w=480&v=${version} 480w, /api/files/x.png?w=720&v=${version} 720w, /api/files/x.png?w=960&v=${version} 960w, /api/files/x.png?w=1600&v=${version} 1600w`,
    );
  });

  it('change when the artwork is updated or the watermark changes', () => {
    const at = '2026-11-25T18:20:00.000Z';
    const urls = new Set([
      previewUrl('x.png', 480, previewUrlVersion(at, 'none')),
      previewUrl('x.png', 480, previewUrlVersion('2026-11-25T18:21:00.000Z', 'none')),
      previewUrl('x.png', 480, previewUrlVersion(at, '0a1b2c3d4e5f')),
    ]);
    expect(urls.size).toBe(3);
  });
});
