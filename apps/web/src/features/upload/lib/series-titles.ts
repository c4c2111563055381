import { TITLE_MAX_LENGTH } from './upload-defaults';

/**
 * The titles of several files dropped at once: the form's Artwork Title, numbered in
 * drop order from `first` ("Neon Dreams 1", "Neon Dreams 2", …). The artist typed one title for the
 * drop, so it is a series: each work keeps that title and stays distinct in the shop, and any can be
 * renamed before uploading. The title is shortened, never the number, to stay within the limit.
 */
export function seriesTitles(title: string, count: number, first = 1): string[] {
  const base = title.trim();
  return Array.from({ length: count }, (_, index) => {
    const suffix = ` ${first + index}`;
    return `${base.slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
  });
}
