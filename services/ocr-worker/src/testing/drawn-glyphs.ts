import type { DecodedImage } from '../ocr/decode.js';
import type { WordBox } from '../ocr/word-box.js';

/** Paints a grey level on some of an image's pixels. */
export type Stroke = (x: number, y: number) => number | undefined;

/** A filled rectangle of one grey level. */
export function solid(box: WordBox, level: number): Stroke {
  return (x, y) => (x >= box.left && x < box.right && y >= box.top && y < box.bottom ? level : undefined);
}

/** A rectangle's outline, `thickness` pixels wide: an O as a test draws it. */
export function ring(box: WordBox, thickness: number, level: number): Stroke {
  const inner = {
    left: box.left + thickness,
    top: box.top + thickness,
    right: box.right - thickness,
    bottom: box.bottom - thickness,
  };
  return (x, y) =>
    solid(box, level)(x, y) !== undefined && solid(inner, level)(x, y) === undefined ? level : undefined;
}

/** A one-channel image of `ground` with the strokes painted over it, last on top. */
export function drawnImage(width: number, height: number, ground: number, strokes: readonly Stroke[]): DecodedImage {
  const pixels = Buffer.alloc(width * height, ground);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (const stroke of strokes) {
        const level = stroke(x, y);
        if (level !== undefined) pixels[y * width + x] = level;
      }
    }
  }
  return { width, height, channels: 1, pixels };
}
