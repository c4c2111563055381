import type { Artwork, ArtworkSort } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Field } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/status-views';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { ArtworkCardGrid } from './artwork-card-grid';
import { GalleryQueryFallback } from './gallery-query-fallback';

/** The sorts a shopper picks from; the server's default is the newest first. */
export const SEARCH_SORTS = ['newest', 'price', 'title'] as const satisfies readonly ArtworkSort[];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function isSearchSort(value: string | null): value is SearchSort {
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * The works whose title or recognised text match `q` (approved work only, the server
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
        <Field id={sortId} label={m.sortLabel} layout="inline" size="muted">
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
        </Field>
      </div>
      {query.isPending || query.isError ? (
        <GalleryQueryFallback query={query} loadingText={m.loading} />
      ) : items.length === 0 ? (
        <EmptyState title={m.empty(q)} />
      ) : (
        <ArtworkCardGrid items={items} query={query} renderActions={renderActions} />
      )}
    </section>
  );
}
