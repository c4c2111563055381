import sharp from 'sharp';
import { CURVED_MAX_FILL, curvePieces } from './scene-text-curves.js';
import { minAreaRect, type Point, type RotatedRect, unclip } from './scene-text-geometry.js';
import type { RgbImage } from './scene-text-image.js';

/** The detector's input: the image scaled to `limitSideLen` on its long side, sides multiples of 32. */
export interface DetectionInput {
  /** 1 × 3 × height × width, BGR planes normalised as the PP-OCR detector was trained. */
  data: Float32Array;
  width: number;
  height: number;
}

/** A text line found by the detector, in the pixels of the image it was given. */
export interface DetectedLine {
  rect: RotatedRect;
  /** Mean text probability inside the line's core (0-1). */
  score: number;
  /** A curved line's straight pieces, in reading order (see curvePieces); `rect` then bounds it. */
  pieces?: RotatedRect[];
}

/** PP-OCR's DB post-processing defaults (det_db_thresh, det_db_box_thresh, det_db_unclip_ratio). */
export const DB_PIXEL_THRESHOLD = 0.3;
export const DB_BOX_THRESHOLD = 0.6;
export const DB_UNCLIP_RATIO = 1.5;
/** Lines thinner than this (in the map's pixels) are specks; PP-OCR's min_size. */
const MIN_LINE_SIDE = 3;
const MAX_LINES = 1000;

// ImageNet statistics, applied to the channels in the BGR order PaddleOCR reads images in.
const MEAN_BGR = [0.485, 0.456, 0.406] as const;
const STD_BGR = [0.229, 0.224, 0.225] as const;
/** Each byte of channel c of BGR as the detector takes it: scaled to [0, 1], less the mean, over the deviation. */
const NORMALIZED_BGR = MEAN_BGR.map((mean, c) =>
  Float32Array.from({ length: 256 }, (_, value) => (value / 255 - mean) / (STD_BGR[c] ?? 1)),
);

const STRIDE = 32;

/** The detector's input size for an image: long side `limitSideLen` (up or down), both sides multiples of 32. */
export function detectionSize(width: number, height: number, limitSideLen: number): { width: number; height: number } {
  const scale = limitSideLen / Math.max(width, height);
  const round = (side: number) => Math.max(STRIDE, Math.round((side * scale) / STRIDE) * STRIDE);
  return { width: round(width), height: round(height) };
}

export async function detectionInput(image: RgbImage, limitSideLen: number): Promise<DetectionInput> {
  const size = detectionSize(image.width, image.height, limitSideLen);
  const rgb = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = size.width * size.height;
  const data = new Float32Array(3 * plane);
  for (const [c, normalized] of NORMALIZED_BGR.entries()) {
    // Plane c holds BGR channel c, which is RGB channel 2 - c; a byte's value is looked up, not
    // computed again for each of the image's half a million pixels.
    const offset = c * plane;
    for (let i = 0, at = 2 - c; i < plane; i++, at += 3) data[offset + i] = normalized[rgb[at] ?? 0] ?? 0;
  }
  return { data, ...size };
}

/**
 * DB post-processing of the detector's probability map (one value per input pixel): pixels above
 * DB_PIXEL_THRESHOLD form connected regions, each region's smallest rotated rectangle is kept
 * when the mean probability inside it reaches DB_BOX_THRESHOLD, and is grown back by the unclip
 * ratio (the detector marks a shrunk core of each line). Rectangles are in the map's pixels.
 */
export function linesFromProbabilityMap(
  map: Float32Array,
  width: number,
  height: number,
  { boxThreshold = DB_BOX_THRESHOLD, unclipRatio = DB_UNCLIP_RATIO } = {},
): DetectedLine[] {
  const { taken, stack, region, rowLeft, rowRight, rowOf, rowRegion } = floodArrays(width, height);
  const lines: DetectedLine[] = [];
  let regions = 0;
  for (let start = 0; start < map.length && lines.length < MAX_LINES; start++) {
    if (taken[start] !== 0 || (map[start] ?? 0) <= DB_PIXEL_THRESHOLD) continue;
    regions += 1;
    taken[start] = 1;
    let top = 0;
    stack[top++] = start;
    let count = 0;
    let rows = 0;
    let probability = 0;
    while (top > 0) {
      const index = stack[--top] ?? 0;
      const x = index % width;
      const y = (index - x) / width;
      region[count++] = index;
      probability += map[index] ?? 0;
      if (rowRegion[y] !== regions) {
        rowRegion[y] = regions;
        rowLeft[y] = x;
        rowRight[y] = x;
        rowOf[rows++] = y;
      } else {
        if (x < (rowLeft[y] ?? 0)) rowLeft[y] = x;
        if (x > (rowRight[y] ?? 0)) rowRight[y] = x;
      }
      // Right, left, down, up: the order the stack is filled in decides the pixels' order.
      for (let side = 0; side < 4; side++) {
        if (side === 0 ? x + 1 >= width : side === 1 ? x === 0 : side === 2 ? y + 1 >= height : y === 0) continue;
        const neighbour = index + (side === 0 ? 1 : side === 1 ? -1 : side === 2 ? width : -width);
        if (taken[neighbour] === 0 && (map[neighbour] ?? 0) > DB_PIXEL_THRESHOLD) {
          taken[neighbour] = 1;
          stack[top++] = neighbour;
        }
      }
    }
    const corners: Point[] = [];
    for (let row = 0; row < rows; row++) {
      const y = rowOf[row] ?? 0;
      const left = rowLeft[y] ?? 0;
      const right = rowRight[y] ?? 0;
      corners.push({ x: left, y }, { x: right + 1, y }, { x: left, y: y + 1 }, { x: right + 1, y: y + 1 });
    }
    const core = minAreaRect(corners);
    if (!core || Math.min(core.width, core.height) < MIN_LINE_SIDE) continue;
    const score = meanInside(map, width, height, core);
    if (score < boxThreshold) {
      // A title along an arc fills little of its rectangle, so the rectangle's mean is low though
      // the letters' own is high (PP-OCR's "slow" box score): it is read in straight pieces.
      const curved = curvedLine(region.subarray(0, count), width, probability / count, core, {
        boxThreshold,
        unclipRatio,
      });
      if (curved) lines.push(curved);
      continue;
    }
    const rect = unclip(core, unclipRatio);
    if (Math.min(rect.width, rect.height) < MIN_LINE_SIDE + 2) continue;
    lines.push({ rect, score });
  }
  return lines;
}

/**
 * The flood's typed arrays, kept from one map to the next and cleared where it needs them clear: a
 * point object a pixel made some 11 MB of garbage an image (promoted, then marked with the
 * lexicons), and new arrays for each map some 5 MB of external memory, which V8 counts towards
 * its next full collection. A call runs to its end without yielding, so one set serves a thread.
 */
function floodArrays(width: number, height: number) {
  const pixels = width * height;
  if (!flood || flood.taken.length < pixels || flood.rowOf.length < height) {
    flood = {
      /** Pixels already in a region. */
      taken: new Uint8Array(pixels),
      /** The flood's stack. */
      stack: new Int32Array(pixels),
      /** The region's pixels, in the order the flood took them. */
      region: new Int32Array(pixels),
      // Each row's leftmost and rightmost pixel (enough corners for the region's convex hull), the
      // rows in the order the flood first met them, and the region that last met each row.
      rowLeft: new Int32Array(height),
      rowRight: new Int32Array(height),
      rowOf: new Int32Array(height),
      rowRegion: new Int32Array(height),
    };
  } else {
    flood.taken.fill(0, 0, pixels);
    flood.rowRegion.fill(0, 0, height);
  }
  return flood;
}
let flood:
  | {
      taken: Uint8Array;
      stack: Int32Array;
      region: Int32Array;
      rowLeft: Int32Array;
      rowRight: Int32Array;
      rowOf: Int32Array;
      rowRegion: Int32Array;
    }
  | undefined;

/** `region`: the region's pixels as indexes into the map, `width` the map's. */
function curvedLine(
  region: Int32Array,
  width: number,
  score: number,
  core: RotatedRect,
  { boxThreshold, unclipRatio }: { boxThreshold: number; unclipRatio: number },
): DetectedLine | undefined {
  if (score < boxThreshold || region.length >= CURVED_MAX_FILL * core.width * core.height) return undefined;
  const pixels = Array.from(region, (index): Point => {
    const x = index % width;
    return { x, y: (index - x) / width };
  });
  const pieces = curvePieces(pixels, core, unclipRatio);
  return pieces ? { rect: unclip(core, unclipRatio), score, pieces } : undefined;
}

/** Mean of the map over the pixels whose centres lie inside the rectangle (PP-OCR's box score). */
function meanInside(map: Float32Array, width: number, height: number, rect: RotatedRect): number {
  const xs = [0, rect.width].flatMap((u) =>
    [0, rect.height].map((v) => rect.origin.x + u * rect.along.x + v * rect.across.x),
  );
  const ys = [0, rect.width].flatMap((u) =>
    [0, rect.height].map((v) => rect.origin.y + u * rect.along.y + v * rect.across.y),
  );
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  let sum = 0;
  let count = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const dx = x + 0.5 - rect.origin.x;
      const dy = y + 0.5 - rect.origin.y;
      const u = dx * rect.along.x + dy * rect.along.y;
      const v = dx * rect.across.x + dy * rect.across.y;
      if (u < 0 || v < 0 || u > rect.width || v > rect.height) continue;
      sum += map[y * width + x] ?? 0;
      count += 1;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** A rectangle found on the detector's input, in the pixels of the image it was scaled from. */
export function scaleRect(rect: RotatedRect, scaleX: number, scaleY: number): RotatedRect {
  const corners: Point[] = [
    [0, 0],
    [rect.width, 0],
    [0, rect.height],
    [rect.width, rect.height],
  ].map(([u = 0, v = 0]) => ({
    x: (rect.origin.x + u * rect.along.x + v * rect.across.x) * scaleX,
    y: (rect.origin.y + u * rect.along.y + v * rect.across.y) * scaleY,
  }));
  return minAreaRect(corners) ?? rect;
}
