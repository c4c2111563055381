import type { OcrBox } from '@shop/contracts';

export interface BoxPercent {
  left: string;
  top: string;
  width: string;
  height: string;
}

/**
 * A finding's box (in the original image's pixels) as percentages of the image, so the rectangle
 * follows the image at whatever size it is displayed (displayed size / artwork.width). Without
 * the original's dimensions there is nothing to scale by: no rectangle.
 */
export function boxPercent(box: OcrBox, imageWidth: number | null, imageHeight: number | null): BoxPercent | null {
  if (imageWidth === null || imageHeight === null || imageWidth <= 0 || imageHeight <= 0) return null;
  const percent = (value: number, whole: number) => `${Math.min(100, Math.max(0, (value / whole) * 100))}%`;
  return {
    left: percent(box.x, imageWidth),
    top: percent(box.y, imageHeight),
    width: percent(Math.min(box.width, imageWidth - box.x), imageWidth),
    height: percent(Math.min(box.height, imageHeight - box.y), imageHeight),
  };
}

/**
 * Where a `width` x `height` image sits inside a frame of `frameAspect` (width / height; 1 is a
 * square) when shown whole (object-contain): the frame the card's boxes are drawn in, so they land
 * on the text and not on the bars.
 */
export function letterboxPercent(
  imageWidth: number | null,
  imageHeight: number | null,
  frameAspect = 1,
): BoxPercent | null {
  if (imageWidth === null || imageHeight === null || imageWidth <= 0 || imageHeight <= 0) return null;
  const imageAspect = imageWidth / imageHeight;
  const widthShare = Math.min(1, imageAspect / frameAspect);
  const heightShare = Math.min(1, frameAspect / imageAspect);
  const percent = (share: number) => `${share * 100}%`;
  return {
    left: percent((1 - widthShare) / 2),
    top: percent((1 - heightShare) / 2),
    width: percent(widthShare),
    height: percent(heightShare),
  };
}

/** Whether a box starts near the top of the image, where a label above it would leave the frame. */
export function isNearTop(box: { y: number }, imageHeight: number): boolean {
  return box.y / imageHeight < 0.12;
}

/** Whether a box ends near the bottom of the image, where a label below it would leave the frame. */
export function isNearBottom(box: { y: number; height: number }, imageHeight: number): boolean {
  return (box.y + box.height) / imageHeight > 0.88;
}
