import { describe, expect, it } from 'vitest';
import { DB_BOX_THRESHOLD, detectionInput, detectionSize, linesFromProbabilityMap } from './scene-text-detect.js';

/** A width × height map with the given rectangles filled with a probability each. */
function map(width: number, height: number, blobs: [number, number, number, number, number][]): Float32Array {
  const out = new Float32Array(width * height);
  for (const [left, top, right, bottom, probability] of blobs)
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) out[y * width + x] = probability;
  return out;
}

describe('the DB detector input and output', () => {
  it('scales the long side to the limit, up or down, in multiples of 32', () => {
    expect(detectionSize(1920, 1080, 960)).toEqual({ width: 960, height: 544 });
    expect(detectionSize(512, 512, 960)).toEqual({ width: 960, height: 960 });
    expect(detectionSize(100, 4000, 640)).toEqual({ width: 32, height: 640 });
  });

  it('gives the detector BGR planes normalised by ImageNet statistics, as PaddleOCR reads images', async () => {
    // A flat colour scales to the same colour: every pixel of each plane holds one value.
    const [red, green, blue] = [200, 100, 30];
    const width = 64;
    const height = 32;
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) rgb.set([red, green, blue], i * 3);
    const input = await detectionInput({ width, height, rgb }, 64);
    expect([input.width, input.height]).toEqual([64, 32]);
    const plane = width * height;
    const expected = [(blue / 255 - 0.485) / 0.229, (green / 255 - 0.456) / 0.224, (red / 255 - 0.406) / 0.225];
    expected.forEach((value, c) => {
      const values = new Set(input.data.subarray(c * plane, (c + 1) * plane));
      expect([...values]).toEqual([Math.fround(value)]);
    });
  });

  it('gives one grown rectangle per sure region, and drops faint and speck regions', () => {
    const lines = linesFromProbabilityMap(
      map(200, 100, [
        [10, 10, 110, 30, 0.9], // a line
        [10, 60, 110, 80, DB_BOX_THRESHOLD - 0.1], // faint: a pattern
        [150, 60, 152, 62, 0.95], // a speck
      ]),
      200,
      100,
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.score).toBeCloseTo(0.9);
    // 100 × 20 core grown by 100 × 20 × 1.5 / 240 = 12.5 on each side.
    expect(line?.rect.width).toBeCloseTo(125);
    expect(line?.rect.height).toBeCloseTo(45);
    expect(line?.rect.origin.x).toBeCloseTo(-2.5);
    expect(line?.rect.origin.y).toBeCloseTo(-2.5);
  });

  it('finds the same lines in a map whatever maps it read before, larger or smaller', () => {
    const small = map(200, 100, [[10, 10, 110, 30, 0.9]]);
    const large = map(400, 300, [
      [20, 20, 300, 60, 0.8],
      [20, 200, 120, 240, 0.95],
    ]);
    const alone = linesFromProbabilityMap(small, 200, 100);
    const largeAlone = linesFromProbabilityMap(large, 400, 300);
    // Each map's regions are found afresh: none is taken as already seen from the map before.
    expect(linesFromProbabilityMap(small, 200, 100)).toEqual(alone);
    expect(linesFromProbabilityMap(large, 400, 300)).toEqual(largeAlone);
    expect(linesFromProbabilityMap(small, 200, 100)).toEqual(alone);
    expect(alone).toHaveLength(1);
    expect(largeAlone).toHaveLength(2);
  });
});
