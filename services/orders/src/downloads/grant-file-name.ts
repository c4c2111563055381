import type { DownloadGrantRow } from '../db/schema.js';
import { titleFileName } from './content-disposition.js';

/** Catalog originals live under this prefix; commission files are this service's own. */
export const CATALOG_ORIGINALS = 'originals/';

/**
 * What receipts name a grant by: an artwork by its title (the saved file after it, as the download
 * sends it), never the artist's working file name; a commission file has no title and keeps its
 * name. `lineTitle`: the title of the order's line for the grant's artwork, for grants that keep none.
 */
export function grantTitle(
  grant: Pick<DownloadGrantRow, 'storage_key' | 'title'>,
  lineTitle: string | undefined,
): string | undefined {
  return grant.storage_key.startsWith(CATALOG_ORIGINALS) ? (grant.title ?? lineTitle) : undefined;
}

/** The saved file's name; see grantTitle for which title. */
export function grantFileName(
  grant: Pick<DownloadGrantRow, 'storage_key' | 'original_name' | 'mime_type' | 'title'>,
  lineTitle: string | undefined,
): string {
  const title = grantTitle(grant, lineTitle);
  return title === undefined && !grant.storage_key.startsWith(CATALOG_ORIGINALS)
    ? grant.original_name
    : titleFileName(title ?? '', grant.mime_type);
}
