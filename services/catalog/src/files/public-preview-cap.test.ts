import { describe, expect, it } from 'vitest';
import { publicPreviewWidth } from './public-preview-cap.js';

describe('publicPreviewWidth (public previews capped on their longest edge)', () => {
  const landscape = { width: 1920, height: 1080 };
  const portrait = { width: 1000, height: 2000 };

  it('keeps a requested width whose picture fits the cap', () => {
    expect(publicPreviewWidth(480, landscape, 1024)).toBe(480);
    expect(publicPreviewWidth(960, landscape, 1024)).toBe(960);
  });

  it('gives the widest rendition within the cap instead of a larger one', () => {
    expect(publicPreviewWidth(1600, landscape, 1024)).toBe(960);
    expect(publicPreviewWidth(1600, landscape, 2000)).toBe(1600);
  });

  it('measures the longest edge, so a portrait piece gets a narrower rendition', () => {
    // 960 wide is 1920 tall; 480 wide is 960 tall.
    expect(publicPreviewWidth(960, portrait, 1024)).toBe(480);
    expect(publicPreviewWidth(1600, portrait, 1024)).toBe(480);
  });

  it('counts a small original at its own size: its renditions are never wider than it is', () => {
    expect(publicPreviewWidth(1600, { width: 800, height: 600 }, 1024)).toBe(1600);
  });

  it('finds none for a very tall image or an unknown size (made on the fly to fit the cap)', () => {
    expect(publicPreviewWidth(480, { width: 500, height: 5000 }, 1024)).toBeUndefined();
    expect(publicPreviewWidth(960, { width: null, height: null }, 1024)).toBeUndefined();
  });
});
