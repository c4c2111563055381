// One source with the gateway's preload of the home page's first picture.
export { GALLERY_GRID_SIZES as GRID_SIZES, previewSrcSet, previewUrl } from '@shop/contracts';

/** The same for the abstract collection's grid: 1, 2 from 640 px, 3 from 1024 px, 24 px gaps. */
export const THREE_COLUMN_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 27px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 2rem)';
