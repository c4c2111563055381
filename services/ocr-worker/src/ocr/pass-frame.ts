import type { OcrBox } from '@shop/contracts';
import type { WordBox } from './word-box.js';

/**
 * How a pass image was made from the OCR raster: a window cut out at (left, top), then turned
 * clockwise about its centre by sharp, which grows the canvas to hold the turned window.
 */
export interface PassFrame {
  left: number;
  top: number;
  width: number;
  height: number;
  rotateDegrees: number;
  turnedWidth: number;
  turnedHeight: number;
}

export function wholeFrame(width: number, height: number): PassFrame {
  return { left: 0, top: 0, width, height, rotateDegrees: 0, turnedWidth: width, turnedHeight: height };
}

/**
 * A word's box in the pass image, back in the raster's pixels. A turned word becomes the
 * axis-aligned box around its turned-back corners: a little larger than the word, never smaller.
 */
export function boxInRaster(box: WordBox, frame: PassFrame): WordBox {
  const radians = (frame.rotateDegrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [box.left, box.top],
    [box.right, box.top],
    [box.left, box.bottom],
    [box.right, box.bottom],
  ] as const;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of corners) {
    const dx = x - frame.turnedWidth / 2;
    const dy = y - frame.turnedHeight / 2;
    // The inverse of sharp's clockwise turn (y points down).
    xs.push(frame.left + frame.width / 2 + dx * cos + dy * sin);
    ys.push(frame.top + frame.height / 2 - dx * sin + dy * cos);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** Whether two boxes share any pixel. */
export function boxesMeet(a: WordBox, b: WordBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * A word's box in another image's pixels, `scale` times larger and unrounded: between the raster
 * and the decoded image, which the readers' boxes and crops are in.
 */
export function scaledWordBox(box: WordBox, scale: number): WordBox {
  return { left: box.left * scale, top: box.top * scale, right: box.right * scale, bottom: box.bottom * scale };
}

/**
 * A raster box in another image's pixels, `scale` times larger (the original's width over the
 * raster's), rounded outwards and kept inside that image.
 */
export function scaleBox(box: WordBox, scale: number, image: { width: number; height: number }): OcrBox {
  const left = Math.max(0, Math.floor(box.left * scale));
  const top = Math.max(0, Math.floor(box.top * scale));
  const right = Math.min(image.width, Math.ceil(box.right * scale));
  const bottom = Math.min(image.height, Math.ceil(box.bottom * scale));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
