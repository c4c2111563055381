import { type Point, type RotatedRect } from './scene-text-geometry.js';
import type { RgbImage } from './scene-text-image.js';
import { LINE_HEIGHT, lineInput, MIN_LINE_WIDTH } from './scene-text-recognize.js';

/**
 * A text region filling less than this share of its smallest rectangle is not a straight line:
 * a title set along an arc. Straight lines fill 0.7-0.95 of theirs (round letter ends, a tilt).
 */
export const CURVED_MAX_FILL = 0.55;
/** Pieces of a curved line are about this many of its core's thicknesses long (a letter or two). */
const PIECE_LENGTH_IN_THICKNESS = 2;
/** Slices the centre line is first traced with, in the map's pixels. */
const TRACE_STEP = 4;

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;

/**
 * A curved line cut into short straight pieces along its centre, each grown as `unclip` grows a
 * straight core (by thickness × ratio / 2 across, and at the two ends), in reading order: read
 * one after another they straighten the arc for the recognizer. Undefined when the region is too
 * short to cut. `core` is the region's smallest rectangle, whose `along` the pieces follow.
 */
export function curvePieces(
  pixels: readonly Point[],
  core: RotatedRect,
  unclipRatio: number,
): RotatedRect[] | undefined {
  const u = (point: Point) => dot({ x: point.x - core.origin.x, y: point.y - core.origin.y }, core.along);
  // The centre line: the centroid of each thin slice across the reading direction.
  const slices = new Map<number, { x: number; y: number; count: number }>();
  for (const pixel of pixels) {
    const key = Math.floor(u(pixel) / TRACE_STEP);
    const slice = slices.get(key) ?? { x: 0, y: 0, count: 0 };
    slice.x += pixel.x + 0.5;
    slice.y += pixel.y + 0.5;
    slice.count += 1;
    slices.set(key, slice);
  }
  const centres = [...slices.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, slice]) => ({ x: slice.x / slice.count, y: slice.y / slice.count }));
  let length = 0;
  for (let i = 1; i < centres.length; i++) {
    const a = centres[i - 1] as Point;
    const b = centres[i] as Point;
    length += Math.hypot(b.x - a.x, b.y - a.y);
  }
  if (length === 0) return undefined;
  const thickness = pixels.length / length;
  const pieceCount = Math.round(length / (PIECE_LENGTH_IN_THICKNESS * thickness));
  if (pieceCount < 2) return undefined;
  // Cut the centre line into pieces of equal length; each piece runs from its first centre to its last.
  const bounds: number[] = [0];
  let walked = 0;
  for (let i = 1; i < centres.length; i++) {
    const a = centres[i - 1] as Point;
    const b = centres[i] as Point;
    walked += Math.hypot(b.x - a.x, b.y - a.y);
    if (walked >= (length * bounds.length) / pieceCount && bounds.length < pieceCount) bounds.push(i);
  }
  bounds.push(centres.length - 1);
  const grow = (thickness * unclipRatio) / 2;
  const pieces: RotatedRect[] = [];
  for (let p = 0; p + 1 < bounds.length; p++) {
    const from = centres[bounds[p] ?? 0] as Point;
    const to = centres[bounds[p + 1] ?? 0] as Point;
    const span = Math.hypot(to.x - from.x, to.y - from.y);
    if (span === 0) continue;
    const along = { x: (to.x - from.x) / span, y: (to.y - from.y) / span };
    // Across points the same way as the core's, down the letters.
    const side = dot({ x: -along.y, y: along.x }, core.across) >= 0 ? 1 : -1;
    const across = { x: -along.y * side, y: along.x * side };
    const half = thickness / 2 + grow;
    const before = p === 0 ? grow : 0;
    const after = p + 2 === bounds.length ? grow : 0;
    pieces.push({
      origin: {
        x: from.x - before * along.x - half * across.x,
        y: from.y - before * along.y - half * across.y,
      },
      along,
      across,
      width: span + before + after,
      height: 2 * half,
    });
  }
  return pieces.length >= 2 ? pieces : undefined;
}

/** The recognizer's input for a curved line: its pieces cut out upright and set side by side. */
export function piecesInput(
  image: RgbImage,
  pieces: readonly RotatedRect[],
): { data: Float32Array; width: number; paddedWidth: number; ends: number[] } {
  const inputs = pieces.map((piece) => lineInput(image, piece));
  const width = inputs.reduce((sum, input) => sum + input.width, 0);
  const paddedWidth = Math.max(MIN_LINE_WIDTH, width);
  const plane = LINE_HEIGHT * paddedWidth;
  const data = new Float32Array(3 * plane);
  const ends: number[] = [];
  let offset = 0;
  for (const input of inputs) {
    const from = LINE_HEIGHT * input.paddedWidth;
    for (let c = 0; c < 3; c++)
      for (let row = 0; row < LINE_HEIGHT; row++)
        for (let column = 0; column < input.width; column++)
          data[c * plane + row * paddedWidth + offset + column] =
            input.data[c * from + row * input.paddedWidth + column] ?? 0;
    offset += input.width;
    ends.push(offset);
  }
  return { data, width, paddedWidth, ends };
}
