/**
 * What makes a detected line a region with text, which must be read: a misspelling
 * there is named, a dictionary word makes it clean, and a reading no reader is sure of makes it
 * `unreadable`, never clean.
 *
 * The detector keeps lines from a mean text probability of 0.6 (PP-OCR's box threshold). On the
 * development fixtures every line of real text scored 0.65-0.95, and the shapes of images without
 * text that it took for lines 0.61 (a "?" and an "8" read at 20-28).
 */
export const MIN_TEXT_REGION_SCORE = 0.65;
/**
 * Lines lower than this share of the image's long side are specks and textures, not letters a
 * buyer reads (a 1920 px artwork's smallest caption is about 20 px high, 0.010).
 */
export const MIN_TEXT_REGION_HEIGHT_SHARE = 0.008;

export interface DetectedRegion {
  /** The detector's mean text probability over the line, 0-1. */
  detectionScore: number;
  /** The line's height across its tilt, in the image's pixels. */
  height: number;
}

/** A line the detector is sure enough of, and large enough, to hold text that must be read. */
export function isTextRegion(line: DetectedRegion, image: { width: number; height: number }): boolean {
  return (
    line.detectionScore >= MIN_TEXT_REGION_SCORE &&
    line.height >= MIN_TEXT_REGION_HEIGHT_SHARE * Math.max(image.width, image.height)
  );
}
