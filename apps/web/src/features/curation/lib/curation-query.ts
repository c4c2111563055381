import {
  ARTWORK_SORTS,
  type ArtworkSort,
  CATEGORIES,
  OCR_FILTERS,
  type OcrFilter,
  type PagedArtworksQuery,
} from '@shop/contracts';
import { isCurationFilter, type CurationFilter } from './review-rules';

type Flag = '' | 'true' | 'false';

/** What the Curation tab shows, all of it kept in the URL so a reload or a shared link keeps it. */
export interface CurationQuery {
  filter: CurationFilter;
  q: string;
  ocr: OcrFilter | '';
  category: string;
  forSale: Flag;
  hasPrice: Flag;
  sort: ArtworkSort;
  page: number;
}

export const DEFAULT_CURATION_QUERY: CurationQuery = {
  filter: 'all',
  q: '',
  ocr: '',
  category: '',
  forSale: '',
  hasPrice: '',
  sort: 'newest',
  page: 1,
};

/** URL names; `filter` is the one the tab had before search (SPEC §2's select). */
const PARAMS = {
  filter: 'filter',
  q: 'q',
  ocr: 'ocr',
  category: 'category',
  forSale: 'forSale',
  hasPrice: 'hasPrice',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof CurationQuery, string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const flag = (value: string | null): Flag => (value === 'true' || value === 'false' ? value : '');

/** A hand-edited or stale URL falls back to the defaults, never to an error. */
export function readCurationQuery(params: URLSearchParams): CurationQuery {
  const filter = params.get(PARAMS.filter);
  const ocr = params.get(PARAMS.ocr);
  const category = params.get(PARAMS.category);
  const sort = params.get(PARAMS.sort);
  const page = Number(params.get(PARAMS.page));
  return {
    filter: isCurationFilter(filter) ? filter : 'all',
    q: (params.get(PARAMS.q) ?? '').slice(0, 200),
    ocr: oneOf(OCR_FILTERS, ocr) ? ocr : '',
    category: oneOf(CATEGORIES, category) ? category : '',
    forSale: flag(params.get(PARAMS.forSale)),
    hasPrice: flag(params.get(PARAMS.hasPrice)),
    sort: oneOf(ARTWORK_SORTS, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change. Any change but the page itself starts again at page 1 (page 7 of an
 * old search means nothing for a new one); defaults leave the URL, other params (the tab) stay.
 */
export function writeCurationQuery(previous: URLSearchParams, changes: Partial<CurationQuery>): URLSearchParams {
  const current = readCurationQuery(previous);
  const next: CurationQuery = { ...current, ...changes, page: changes.page ?? 1 };
  const params = new URLSearchParams(previous);
  for (const key of Object.keys(PARAMS) as (keyof CurationQuery)[]) {
    const value = String(next[key]);
    if (value === String(DEFAULT_CURATION_QUERY[key])) params.delete(PARAMS[key]);
    else params.set(PARAMS[key], value);
  }
  return params;
}

/** True when anything narrows the list (the sort and page do not). */
export function hasActiveFilters(query: CurationQuery): boolean {
  return (
    query.filter !== 'all' ||
    query.q.trim() !== '' ||
    query.ocr !== '' ||
    query.category !== '' ||
    query.forSale !== '' ||
    query.hasPrice !== ''
  );
}

/** The API's params: always a page, so the answer is always `{items, total, page, limit}`. */
export function toApiQuery(query: CurationQuery, limit: number): PagedArtworksQuery {
  const q = query.q.trim();
  return {
    ...(q === '' ? {} : { q }),
    ...(query.filter === 'all' ? {} : { shown: query.filter }),
    ...(query.ocr === '' ? {} : { ocr: query.ocr }),
    ...(query.category === '' ? {} : { category: query.category }),
    ...(query.forSale === '' ? {} : { forSale: query.forSale === 'true' }),
    ...(query.hasPrice === '' ? {} : { hasPrice: query.hasPrice === 'true' }),
    sort: query.sort,
    limit,
    page: query.page,
  };
}

/** The query string GET /api/artworks reads, in a stable order (it is also the cache key). */
export function toSearchString(query: PagedArtworksQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}
