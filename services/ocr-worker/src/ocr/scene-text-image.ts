// The scene-text reader's image type, in a file of its own so the detector
// (scene-text-detect.ts) and the line cutters it calls (scene-text-curves.ts,
// scene-text-recognize.ts) all import it and none imports back up.

/** An opaque RGB image, interleaved, 8 bits a channel. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Buffer;
}
