import { formatUsd, type Artwork, type ArtworkSort } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../../components/ui/status-views';
import { EAGER_IMAGES } from '../../../config/ui';
import { GRID_SIZES } from '../../../lib/previews';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { saleOrNull } from '../sale-price';
import { ArtworkTile } from './artwork-tile';
import { GalleryQueryFallback } from './gallery-query-fallback';
import { LoadMore } from './load-more';
import { OcrBadge } from './ocr-badge';

/** The sorts a shopper picks from; the server's default is the newest first. */
export const SEARCH_SORTS = ['newest', 'price', 'title'] as const satisfies readonly ArtworkSort[];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function isSearchSort(value: string | null): value is SearchSort {
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * Issue #15: the works whose title or recognised text match `q` (approved work only, the server
 * sees to it), in the gallery's cards, a page at a time with "Load more", in the chosen sort.
 */
export function SearchResults({
  q,
  sort,
  onSortChange,
  renderActions,
}: {
  q: string;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  renderActions?: (artwork: Artwork) => ReactNode;
}) {
  const m = galleryMessages.search;
  const sortId = useId();
  const { query, items, total } = useArtworkPages({ q, sort });

  return (
    <section aria-label={m.heading(q)} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-neutral-300">
          {query.isSuccess ? m.count(total) : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-neutral-300">
            {m.sortLabel}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              if (isSearchSort(event.target.value)) onSortChange(event.target.value);
            }}
            className="h-9 rounded-md border border-neutral-700 bg-neutral-900 px-2 text-sm"
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {m.sorts[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending || query.isError ? (
        <GalleryQueryFallback query={query} loadingText={m.loading} />
      ) : items.length === 0 ? (
        <EmptyState title={m.empty(q)} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
            {items.map((artwork, index) => {
              const saleCents = saleOrNull(artwork);
              return (
                <li key={artwork.id}>
                  <ArtworkTile
                    artwork={artwork}
                    eager={index < EAGER_IMAGES.mainGallery}
                    sizes={GRID_SIZES}
                    badge={saleCents === null ? <OcrBadge ocrStatus={artwork.ocrStatus} /> : undefined}
                  >
                    <p className="text-sm text-neutral-300">{artwork.category}</p>
                    {saleCents !== null ? (
                      <>
                        <p className="font-semibold text-violet-300">{formatUsd(saleCents)}</p>
                        {renderActions?.(artwork)}
                      </>
                    ) : null}
                  </ArtworkTile>
                </li>
              );
            })}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            loadedCount={items.length}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
