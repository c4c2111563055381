import type { DecodedImage } from './decode.js';
import type { WordBox } from './word-box.js';

/** A glyph's ink, in the image's pixels: left, top inclusive; right, bottom exclusive. */
export interface GlyphBox extends WordBox {
  /** Background at its middle with ink on all four sides of it: a ring, as O and 0 are drawn. */
  ring: boolean;
}

/** Pieces of ink lower than this share of the box (dots, specks, texture) are no letter. */
const MIN_GLYPH_HEIGHT = 0.2;
/** ...or smaller than this share of its area. */
const MIN_GLYPH_AREA = 0.002;
/** The crop reaches this share of the word box's height beyond its left and right. */
const WORD_MARGIN = 0.5;
/** Pieces that share this much of the narrower one's span across the line are one letter (i and its dot). */
const SAME_LETTER_OVERLAP = 0.6;

interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
  grey: Uint8Array;
}

/**
 * The letters of a word as pieces of ink, left to right, for a box around a word on a plain
 * ground: its pixels split by Otsu's threshold, the ground being what most of the crop's edge is,
 * and the ink cut into connected pieces. The reader's word boxes cut through their first and last
 * letters, so the crop reaches WORD_MARGIN of the box's height further each way; a piece whose
 * middle lies outside the box is a neighbour's, and one cut by the crop's edge is left out. On
 * textured, glowing or sketched letters the pieces are not the letters: a caller compares their
 * count with the letters read and trusts them only when they agree.
 */
export function glyphBoxes(image: DecodedImage, box: WordBox): GlyphBox[] {
  const margin = WORD_MARGIN * (box.bottom - box.top);
  const crop = greyCrop(image, { ...box, left: box.left - margin, right: box.right + margin });
  if (crop.width < 4 || crop.height < 4) return [];
  const ink = inkOf(crop);
  const inBox = (piece: Piece) => {
    const middle = crop.left + (piece.left + piece.right) / 2;
    return middle >= box.left && middle < box.right;
  };
  const boxArea = (box.right - box.left) * crop.height;
  const pieces = connectedPieces(ink, crop.width, crop.height).filter(
    (piece) =>
      piece.bottom - piece.top >= MIN_GLYPH_HEIGHT * crop.height &&
      piece.area >= MIN_GLYPH_AREA * boxArea &&
      piece.left > 0 &&
      piece.right < crop.width &&
      inBox(piece),
  );
  pieces.sort((a, b) => a.left - b.left);
  const letters: Piece[] = [];
  for (const piece of pieces) {
    const last = letters.at(-1);
    const shared = last ? Math.min(last.right, piece.right) - Math.max(last.left, piece.left) : 0;
    if (last && shared > SAME_LETTER_OVERLAP * Math.min(last.right - last.left, piece.right - piece.left)) {
      last.left = Math.min(last.left, piece.left);
      last.right = Math.max(last.right, piece.right);
      last.top = Math.min(last.top, piece.top);
      last.bottom = Math.max(last.bottom, piece.bottom);
      last.area += piece.area;
    } else letters.push({ ...piece });
  }
  return letters.map((letter) => ({
    left: crop.left + letter.left,
    top: crop.top + letter.top,
    right: crop.left + letter.right,
    bottom: crop.top + letter.bottom,
    ring: isRing(ink, crop.width, letter),
  }));
}

function greyCrop(image: DecodedImage, box: WordBox): Crop {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const width = Math.max(0, Math.min(image.width, Math.ceil(box.right)) - left);
  const height = Math.max(0, Math.min(image.height, Math.ceil(box.bottom)) - top);
  const grey = new Uint8Array(width * height);
  const { channels, pixels } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = ((top + y) * image.width + left + x) * channels;
      grey[y * width + x] =
        channels >= 3
          ? Math.round(0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0))
          : (pixels[at] ?? 0);
    }
  }
  return { left, top, width, height, grey };
}

/** 1 where the crop is ink: the side of Otsu's threshold that most of its edge is not. */
function inkOf(crop: Crop): Uint8Array {
  const threshold = otsuThreshold(crop.grey);
  const { width, height, grey } = crop;
  let dark = 0;
  let edge = 0;
  const count = (index: number) => {
    edge += 1;
    if ((grey[index] ?? 0) <= threshold) dark += 1;
  };
  for (let x = 0; x < width; x++) {
    count(x);
    count((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    count(y * width);
    count(y * width + width - 1);
  }
  const inkIsDark = dark < edge / 2;
  return grey.map((value) => (value <= threshold === inkIsDark ? 1 : 0));
}

/** The grey level that best splits the values in two (Otsu, 1979). */
export function otsuThreshold(values: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of values) histogram[value] = (histogram[value] ?? 0) + 1;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let below = 0;
  let sumBelow = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    const above = values.length - below;
    if (below === 0) continue;
    if (above === 0) break;
    sumBelow += level * (histogram[level] ?? 0);
    const spread = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = level;
    }
  }
  return threshold;
}

interface Piece {
  left: number;
  top: number;
  right: number;
  bottom: number;
  area: number;
}

/** The 8-connected pieces of ink, each as its box and pixel count. */
function connectedPieces(ink: Uint8Array, width: number, height: number): Piece[] {
  const seen = new Uint8Array(ink.length);
  const pieces: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const piece: Piece = { left: width, top: height, right: 0, bottom: 0, area: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      piece.area += 1;
      piece.left = Math.min(piece.left, x);
      piece.right = Math.max(piece.right, x + 1);
      piece.top = Math.min(piece.top, y);
      piece.bottom = Math.max(piece.bottom, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/** Ground at the piece's middle, and ink met going up, down, left and right from it within the piece. */
function isRing(ink: Uint8Array, width: number, piece: Piece): boolean {
  const cx = Math.floor((piece.left + piece.right) / 2);
  const cy = Math.floor((piece.top + piece.bottom) / 2);
  if (ink[cy * width + cx]) return false;
  const meets = (dx: number, dy: number) => {
    for (let x = cx + dx, y = cy + dy; x >= piece.left && x < piece.right && y >= piece.top && y < piece.bottom;) {
      if (ink[y * width + x]) return true;
      x += dx;
      y += dy;
    }
    return false;
  };
  return meets(1, 0) && meets(-1, 0) && meets(0, 1) && meets(0, -1);
}
