import { formatUsd, type Artwork } from '@shop/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/status-views';
import { GRID_SIZES } from '../../../lib/previews';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { saleOrNull } from '../sale-price';
import { GalleryQueryFallback } from './gallery-query-fallback';
import { ArtworkTile } from './artwork-tile';
import { LoadMore } from './load-more';
import { OcrBadge } from './ocr-badge';
import { EAGER_IMAGES } from '../../../config/ui';

/**
 * SPEC §2 main gallery grid: approved work of the house category, 1/2/4 columns, the first 8
 * images eager, title/category/price (issue #15: below the image, without hover), and the OCR badge on cards without a price. Issue #13:
 * a piece not for sale shows no price either (nothing unbuyable is offered), so it gets the badge.
 */
export function HomeGallery({
  category,
  renderActions,
}: {
  category: string;
  renderActions?: (artwork: Artwork) => ReactNode;
}) {
  // Issue #15: the first page of the category, more as the shopper scrolls.
  const { query, items } = useArtworkPages({ category });
  const m = galleryMessages.home;

  if (query.isPending || query.isError) return <GalleryQueryFallback query={query} loadingText={m.loading} />;
  if (items.length === 0) return <EmptyState title={m.emptyTitle} text={m.emptyText} />;

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4" aria-label={m.collectionHeading}>
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
  );
}
