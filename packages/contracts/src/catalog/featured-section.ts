// No zod here: the home page's JavaScript reads this module (bench/web/home-js-size.mjs).
import { PREVIEW_FEATURED_MAX } from '../shared/constants.js';
import { ENDPOINT_HEADS, pathUrl } from '../shared/paths.js';
import type { Artwork } from './artwork.js';
import type { LayoutTemplate } from './gallery.js';

/**
 * The home page's featured section, as the web app draws it and the gateway
 * preloads it. A preload is used only when its URL (and, for a picture, its srcset and sizes) is
 * the very one the page asks for, so both read them from here.
 */

/** The share of the section's width a featured picture takes. */
export type FeaturedShare = 'twoThirds' | 'half' | 'third';

/**
 * `sizes` of a featured picture that takes `share` of the section's width (the section is at most
 * max-w-7xl): a phone loads the rendition its third or half of the screen needs, not the 960 px one.
 */
export const FEATURED_SHARE_SIZES: Readonly<Record<FeaturedShare, string>> = {
  twoThirds: '(min-width: 1280px) 830px, 66vw',
  half: '(min-width: 1280px) 620px, 50vw',
  third: '(min-width: 1280px) 410px, 33vw',
};

/** In each template, the share of the first featured picture (the largest) and of the others. */
export const FEATURED_TEMPLATE_SHARES: Readonly<Record<LayoutTemplate, { first: FeaturedShare; rest: FeaturedShare }>> =
  {
    'modern-gallery': { first: 'twoThirds', rest: 'third' },
    'minimalist-grid': { first: 'third', rest: 'third' },
    'editorial-layout': { first: 'half', rest: 'half' },
    'portfolio-style': { first: 'half', rest: 'half' },
  };

/** The featured ids the section asks for: the saved order, at most PREVIEW_FEATURED_MAX. */
const pickedIds = (ids: readonly string[]) => ids.slice(0, PREVIEW_FEATURED_MAX);

/**
 * The public list URL that answers the featured artworks by id (approved ones only): the list
 * endpoint's declared path and the query below, built as every declared client builds a call.
 */
export function featuredArtworksUrl(ids: readonly string[]): string {
  return pathUrl(ENDPOINT_HEADS.listArtworks.path, {}, featuredArtworksParams(ids));
}

/** The query of featuredArtworksUrl: what the web app and the gateway send to the list endpoint. */
export function featuredArtworksParams(ids: readonly string[]): { limit: number; ids: string } {
  return { limit: PREVIEW_FEATURED_MAX, ids: pickedIds(ids).join(',') };
}

/** The featured artworks the section shows: those of `items` that are approved, in the saved order. */
export function featuredInOrder<T extends Pick<Artwork, 'id' | 'status'>>(
  ids: readonly string[],
  items: readonly T[],
): T[] {
  return pickedIds(ids).flatMap((id) => items.filter((artwork) => artwork.id === id && artwork.status === 'approved'));
}
