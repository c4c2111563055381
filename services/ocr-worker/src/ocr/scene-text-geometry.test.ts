import { describe, expect, it } from 'vitest';
import { boundingBox, convexHull, minAreaRect, pointIn, unclip } from './scene-text-geometry.js';

/** The corners of a w × h rectangle centred at (cx, cy), turned by `degrees` (clockwise on screen). */
function turnedCorners(cx: number, cy: number, w: number, h: number, degrees: number) {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x = 0, y = 0]) => ({ x: cx + x * cos - y * sin, y: cy + x * sin + y * cos }));
}

describe('the rectangle around a detected text region', () => {
  it('keeps the corners of a convex shape and drops the points inside', () => {
    const hull = convexHull([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 5 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual({ x: 5, y: 5 });
  });

  it('finds a line tilted by 12 degrees, reading left to right along its long side', () => {
    const rect = minAreaRect(turnedCorners(300, 200, 400, 60, -12));
    if (!rect) throw new Error('no rectangle');
    expect(rect.width).toBeCloseTo(400);
    expect(rect.height).toBeCloseTo(60);
    expect(rect.along.x).toBeGreaterThan(0);
    expect((Math.atan2(rect.along.y, rect.along.x) * 180) / Math.PI).toBeCloseTo(-12);
    // The far corner of the rectangle is the centre mirrored through the origin corner.
    const far = pointIn(rect, rect.width, rect.height);
    expect((rect.origin.x + far.x) / 2).toBeCloseTo(300);
    expect((rect.origin.y + far.y) / 2).toBeCloseTo(200);
  });

  it('reads a rectangle taller than wide along its height (a quarter-turned line)', () => {
    const rect = minAreaRect(turnedCorners(100, 300, 50, 300, 0));
    expect(rect?.width).toBeCloseTo(300);
    expect(rect?.height).toBeCloseTo(50);
  });

  it('grows a shrunk core back by area × ratio / perimeter on every side, as PP-OCR unclips', () => {
    const core = minAreaRect(turnedCorners(100, 100, 100, 20, 0));
    if (!core) throw new Error('no rectangle');
    const grown = unclip(core, 1.5);
    // 100 × 20 × 1.5 / 240 = 12.5 on each side.
    expect(grown.width).toBeCloseTo(125);
    expect(grown.height).toBeCloseTo(45);
    expect(boundingBox(grown, { width: 1000, height: 1000 })).toEqual({ left: 37, top: 77, right: 163, bottom: 123 });
  });

  it('clamps the bounding box to the image', () => {
    const rect = minAreaRect(turnedCorners(10, 10, 100, 40, 0));
    if (!rect) throw new Error('no rectangle');
    expect(boundingBox(rect, { width: 50, height: 50 })).toEqual({ left: 0, top: 0, right: 50, bottom: 30 });
  });
});
