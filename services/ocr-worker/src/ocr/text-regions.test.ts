import { describe, expect, it } from 'vitest';
import { isTextRegion, MIN_TEXT_REGION_SCORE } from './text-regions.js';

const image = { width: 1600, height: 900 };

describe('text regions', () => {
  it('are lines the detector is sure of, large enough to read', () => {
    expect(isTextRegion({ detectionScore: 0.69, height: 78 }, image)).toBe(true);
    expect(isTextRegion({ detectionScore: MIN_TEXT_REGION_SCORE, height: 20 }, image)).toBe(true);
  });

  it('leave out lines the detector barely took for text: the shapes of images without text', () => {
    expect(isTextRegion({ detectionScore: 0.61, height: 244 }, image)).toBe(false);
  });

  it('leave out specks, by the image’s long side', () => {
    expect(isTextRegion({ detectionScore: 0.9, height: 8 }, image)).toBe(false);
    expect(isTextRegion({ detectionScore: 0.9, height: 8 }, { width: 512, height: 512 })).toBe(true);
  });
});
