import { paths } from '../../../config/paths';

/** The id of the picker's section: links to it end in `#choose-artworks`. */
export const PICKER_ANCHOR = 'choose-artworks';

/** Issue #25: the order page's picker, where a receipt sends the buyer of a pack. */
export function pickerPath(orderId: string): string {
  return `${paths.download}?order=${encodeURIComponent(orderId)}#${PICKER_ANCHOR}`;
}
