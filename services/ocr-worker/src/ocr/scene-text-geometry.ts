/** A point in pixels: x to the right, y down. */
export interface Point {
  x: number;
  y: number;
}

/**
 * A rectangle at any angle: `origin` is its top-left corner as the text reads, `along` the unit
 * vector of its reading direction, `across` the unit vector down its height.
 */
export interface RotatedRect {
  origin: Point;
  along: Point;
  across: Point;
  width: number;
  height: number;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise, without repeats. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const point of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2) as Point, lower.at(-1) as Point, point) <= 0) lower.pop();
    lower.push(point);
  }
  const upper: Point[] = [];
  for (const point of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2) as Point, upper.at(-1) as Point, point) <= 0) upper.pop();
    upper.push(point);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The smallest rectangle around the points (rotating calipers over the hull's edges), turned so
 * that it reads left to right along its longer side: a text line tilted by up to 45 degrees.
 */
export function minAreaRect(points: readonly Point[]): RotatedRect | undefined {
  const hull = convexHull(points);
  if (hull.length < 3) return undefined;
  let best: RotatedRect | undefined;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const v = { x: -u.y, y: u.x };
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const pu = p.x * u.x + p.y * u.y;
      const pv = p.x * v.x + p.y * v.y;
      minU = Math.min(minU, pu);
      maxU = Math.max(maxU, pu);
      minV = Math.min(minV, pv);
      maxV = Math.max(maxV, pv);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      best = uprightRect(u, v, minU, maxU, minV, maxV);
    }
  }
  return best;
}

/** The rectangle spanned by [minU, maxU] × [minV, maxV] on axes u, v, reading along its longer side. */
function uprightRect(u: Point, v: Point, minU: number, maxU: number, minV: number, maxV: number): RotatedRect {
  const corner = (pu: number, pv: number) => ({ x: pu * u.x + pv * v.x, y: pu * u.y + pv * v.y });
  let along = u;
  let across = v;
  let width = maxU - minU;
  let height = maxV - minV;
  let origin = corner(minU, minV);
  if (height > width) {
    along = v;
    across = { x: -u.x, y: -u.y };
    [width, height] = [height, width];
    origin = corner(maxU, minV);
  }
  // Reading runs rightwards (and down the page when vertical): flip a rectangle that runs leftwards.
  if (along.x < 0 || (along.x === 0 && along.y < 0)) {
    origin = {
      x: origin.x + along.x * width + across.x * height,
      y: origin.y + along.y * width + across.y * height,
    };
    along = { x: -along.x, y: -along.y };
    across = { x: -across.x, y: -across.y };
  }
  return { origin, along, across, width, height };
}

/**
 * The rectangle grown on every side by `area × ratio / perimeter`: the DB detector marks a shrunk
 * core of each text line, and this is how PP-OCR grows it back ("unclip", ratio 1.5 by default).
 */
export function unclip(rect: RotatedRect, ratio: number): RotatedRect {
  const distance = (rect.width * rect.height * ratio) / (2 * (rect.width + rect.height));
  return {
    ...rect,
    origin: {
      x: rect.origin.x - distance * (rect.along.x + rect.across.x),
      y: rect.origin.y - distance * (rect.along.y + rect.across.y),
    },
    width: rect.width + 2 * distance,
    height: rect.height + 2 * distance,
  };
}

/** The point at `u` along and `v` across the rectangle. */
export function pointIn(rect: RotatedRect, u: number, v: number): Point {
  return {
    x: rect.origin.x + u * rect.along.x + v * rect.across.x,
    y: rect.origin.y + u * rect.along.y + v * rect.across.y,
  };
}

/** The axis-aligned box around a rectangle, in whole pixels clamped to the image. */
export function boundingBox(
  rect: RotatedRect,
  size: { width: number; height: number },
): { left: number; top: number; right: number; bottom: number } {
  const corners = [
    pointIn(rect, 0, 0),
    pointIn(rect, rect.width, 0),
    pointIn(rect, 0, rect.height),
    pointIn(rect, rect.width, rect.height),
  ];
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return {
    left: Math.max(0, Math.floor(Math.min(...xs))),
    top: Math.max(0, Math.floor(Math.min(...ys))),
    right: Math.min(size.width, Math.ceil(Math.max(...xs))),
    bottom: Math.min(size.height, Math.ceil(Math.max(...ys))),
  };
}
