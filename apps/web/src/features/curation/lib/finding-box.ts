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
