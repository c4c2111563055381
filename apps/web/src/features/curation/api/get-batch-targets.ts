import { type Artwork, ArtworkPageSchema, MAX_ARTWORK_PAGE_SIZE, type PagedArtworksQuery } from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';
import { toSearchString } from '../lib/curation-query';

/**
 * SPEC §4 "Approve All Clean" approves exactly these: pending work whose OCR finished with no
 * errors (the catalog's approveClean), searched with GET /api/artworks.
 */
const CLEAN_PENDING = { status: 'pending', ocr: 'clean', sort: 'newest' } as const satisfies PagedArtworksQuery;

async function getPage(query: PagedArtworksQuery) {
  return ArtworkPageSchema.parse(await apiJson<unknown>('GET', `/api/artworks?${toSearchString(query)}`));
}

/** How many works Approve All Clean would approve now: what its question names. */
export async function countCleanPending(): Promise<number> {
  return (await getPage({ ...CLEAN_PENDING, limit: 1 })).total;
}

/** Every work Approve All Clean would approve now, as it is: what its Undo restores. */
export async function getCleanPending(): Promise<Artwork[]> {
  const works: Artwork[] = [];
  let cursor: string | null = null;
  do {
    const page = await getPage({ ...CLEAN_PENDING, limit: MAX_ARTWORK_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    works.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return works;
}
