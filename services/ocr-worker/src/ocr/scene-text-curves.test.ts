import { describe, expect, it } from 'vitest';
import { curvePieces, piecesInput } from './scene-text-curves.js';
import { linesFromProbabilityMap } from './scene-text-detect.js';
import type { Point } from './scene-text-geometry.js';
import { LINE_HEIGHT } from './scene-text-recognize.js';

/** A band 10 px thick along the top half of a circle (a title set on an arc), as a probability map. */
function arcMap(width: number, height: number, probability: number): Float32Array {
  const map = new Float32Array(width * height);
  const centre = { x: width / 2, y: height * 0.9 };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - centre.x, y - centre.y);
      const angle = Math.atan2(centre.y - y, x - centre.x);
      if (r >= 150 && r < 160 && angle > Math.PI / 6 && angle < (5 * Math.PI) / 6) map[y * width + x] = probability;
    }
  return map;
}

describe('curved lines', () => {
  it('are found though they fill little of their rectangle, in straight pieces along the arc', () => {
    const lines = linesFromProbabilityMap(arcMap(400, 300, 0.9), 400, 300);
    expect(lines).toHaveLength(1);
    const pieces = lines[0]?.pieces ?? [];
    expect(pieces.length).toBeGreaterThan(5);
    // Left to right, rising then falling: the first piece reads up the arc, the last down it.
    expect(pieces[0]?.along.x).toBeGreaterThan(0);
    expect(pieces[0]?.along.y).toBeLessThan(0);
    expect(pieces.at(-1)?.along.y).toBeGreaterThan(0);
    // Grown across like a straight core: 10 px thick, by 10 × 1.5 / 2 each side.
    expect(pieces[0]?.height).toBeCloseTo(25, 0);
    for (const piece of pieces) expect(piece.across.y).toBeGreaterThan(0);
  });

  it('leave a faint arc out', () => {
    expect(linesFromProbabilityMap(arcMap(400, 300, 0.5), 400, 300)).toEqual([]);
  });

  it('are not cut when too short to hold two pieces', () => {
    const pixels: Point[] = [];
    for (let x = 0; x < 12; x++) for (let y = 0; y < 10; y++) pixels.push({ x, y });
    const core = { origin: { x: 0, y: 0 }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, width: 12, height: 10 };
    expect(curvePieces(pixels, core, 1.5)).toBeUndefined();
  });

  it('are read as one line: the pieces cut out upright and set side by side', () => {
    const image = { width: 100, height: 100, rgb: Buffer.alloc(100 * 100 * 3, 255) };
    const piece = { origin: { x: 10, y: 10 }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, width: 48, height: 48 };
    const input = piecesInput(image, [piece, { ...piece, origin: { x: 50, y: 10 } }]);
    expect(input.ends).toEqual([48, 96]);
    expect(input.width).toBe(96);
    expect(input.data).toHaveLength(3 * LINE_HEIGHT * input.paddedWidth);
    // White inside the pieces, mid-grey (0) in the padding.
    expect(input.data[0]).toBeCloseTo(1);
    expect(input.data[input.paddedWidth - 1]).toBe(0);
  });
});
