import { type Artwork, MAX_ARTWORK_PAGE_SIZE, type PagedArtworksQuery } from '@shop/contracts';
import { toSearchString } from '../lib/curation-query';
import type { BatchAction } from './batch-artworks';
import { getArtworkPage } from './search-artworks';

/**
 * The works each of SPEC §4's catalogue-wide batch actions changes, as GET /api/artworks finds
 * them: exactly what the catalog's approveClean (pending work whose OCR finished with no errors)
 * and rejectFlagged (the stored status flagged, not the approved works with text errors that the
 * Flagged Only filter shows too) take.
 */
const BATCH_TARGETS = {
  'approve-clean': { status: 'pending', ocr: 'clean', sort: 'newest' },
  'reject-flagged': { status: 'flagged', sort: 'newest' },
} as const satisfies Record<BatchAction, PagedArtworksQuery>;

const getPage = (query: PagedArtworksQuery) => getArtworkPage(toSearchString(query));

/** How many works the action would change now: what its question names. */
export async function countBatchTargets(action: BatchAction): Promise<number> {
  return (await getPage({ ...BATCH_TARGETS[action], limit: 1 })).total;
}

/** Every work the action would change now, as it is: what its Undo restores. */
export async function getBatchTargets(action: BatchAction): Promise<Artwork[]> {
  const works: Artwork[] = [];
  let cursor: string | null = null;
  do {
    const page = await getPage({
      ...BATCH_TARGETS[action],
      limit: MAX_ARTWORK_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    });
    works.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return works;
}
