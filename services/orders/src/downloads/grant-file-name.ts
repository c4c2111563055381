import type { DownloadGrantRow } from '../db/schema.js';
import { titleFileName } from './content-disposition.js';

/** Catalog originals live under this prefix; commission files are this service's own. */
export const CATALOG_ORIGINALS = 'originals/';

/**
 * The name a grant's file is saved under, as receipts list it: an artwork after its title (the
 * name the download sends), never the artist's working file name; a commission file keeps its name.
 * `lineTitle`: the title of the order's line for the grant's artwork, for grants that keep none.
 */
export function grantFileName(
  grant: Pick<DownloadGrantRow, 'storage_key' | 'original_name' | 'mime_type' | 'title'>,
  lineTitle: string | undefined,
): string {
  if (!grant.storage_key.startsWith(CATALOG_ORIGINALS)) return grant.original_name;
  return titleFileName(grant.title ?? lineTitle ?? '', grant.mime_type);
}
