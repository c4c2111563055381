import { formatUsd, largestPaintArtwork, type Artwork, type LargestPaint } from '@shop/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/status-views';
import { useArtworkPages } from '../api/get-artwork-pages';
import { GalleryQueryFallback } from './gallery-query-fallback';
import { ArtworkTile } from './artwork-tile';
import { QueryLoadMore } from './load-more';
import { OcrBadge } from './ocr-badge';

export interface CategoryGalleryText {
  loading: string;
  badge: (count: number) => string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * SPEC §2 Sci-Fi / Algornation / Miscellaneous grids: approved work of one category, a count
 * badge, the first `eagerCount` images eager; each card shows the title (linking to its page) and either the price with a
 * purchase action (when `priceOf` gives one) or the OCR badge.
 */
export function CategoryGallery({
  category,
  largestPaint,
  eagerCount,
  text,
  priceCentsOf,
  renderPurchase,
}: {
  category: string;
  /** The page's largest paint (its row of SHOP_PAGES), which the gateway preloads. */
  largestPaint: LargestPaint;
  eagerCount: number;
  text: CategoryGalleryText;
  /** The price to show, or null to show the OCR badge instead. */
  priceCentsOf: (artwork: Artwork) => number | null;
  renderPurchase: (artwork: Artwork) => ReactNode;
}) {
  // The first page of the category, more as the shopper scrolls; the badge counts all.
  const { query, items: artworks, total } = useArtworkPages({ category });

  if (query.isPending || query.isError) return <GalleryQueryFallback query={query} loadingText={text.loading} />;
  const paintArtwork = largestPaintArtwork(artworks, largestPaint);

  return (
    <section aria-label={category} className="space-y-6">
      {/* For axe's heading-order rule: the cards' h3 titles sit under a heading of level 2. */}
      <h2 className="sr-only">{category}</h2>
      <p className="text-center">
        <span className="inline-block rounded-full bg-violet-600/20 px-4 py-1.5 text-sm font-semibold text-violet-200 ring-1 ring-violet-500/40">
          {text.badge(total)}
        </span>
      </p>
      {artworks.length === 0 ? (
        <EmptyState title={text.emptyTitle} text={text.emptyText} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
          {artworks.map((artwork, index) => {
            const priceCents = priceCentsOf(artwork);
            return (
              <li key={artwork.id}>
                <ArtworkTile
                  artwork={artwork}
                  eager={index < eagerCount}
                  sizes={largestPaint.sizes}
                  priority={artwork === paintArtwork}
                >
                  {priceCents !== null ? (
                    <>
                      <p className="font-semibold text-violet-300">{formatUsd(priceCents)}</p>
                      {renderPurchase(artwork)}
                    </>
                  ) : (
                    <div>
                      <OcrBadge artwork={artwork} tick="text" />
                    </div>
                  )}
                </ArtworkTile>
              </li>
            );
          })}
        </ul>
      )}
      <QueryLoadMore query={query} loadedCount={artworks.length} />
    </section>
  );
}
