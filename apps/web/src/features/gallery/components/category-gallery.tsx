import { formatUsd, type Artwork } from '@shop/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/status-views';
import { GRID_SIZES } from '../../../lib/previews';
import { useApprovedArtworks } from '../api/get-artworks';
import { GalleryQueryFallback } from './gallery-query-fallback';
import { ArtworkTile } from './artwork-tile';
import { OcrBadge } from './ocr-badge';

export interface CategoryGalleryText {
  loading: string;
  badge: (count: number) => string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * SPEC §2 Sci-Fi / Algornation / Miscellaneous grids: approved work of one category, a count
 * badge, the first `eagerCount` images eager; hover shows the title and either the price with a
 * purchase action (when `priceOf` gives one) or the OCR badge.
 */
export function CategoryGallery({
  category,
  eagerCount,
  text,
  priceCentsOf,
  renderPurchase,
}: {
  category: string;
  eagerCount: number;
  text: CategoryGalleryText;
  /** The price to show, or null to show the OCR badge instead. */
  priceCentsOf: (artwork: Artwork) => number | null;
  renderPurchase: (artwork: Artwork) => ReactNode;
}) {
  const query = useApprovedArtworks(category);

  if (query.isPending || query.isError) return <GalleryQueryFallback query={query} loadingText={text.loading} />;

  const artworks = query.data;
  return (
    <section aria-label={category} className="space-y-6">
      {/* Issue #15 (axe heading-order): the cards' h3 titles sit under a heading of level 2. */}
      <h2 className="sr-only">{category}</h2>
      <p className="text-center">
        <span className="inline-block rounded-full bg-violet-600/20 px-4 py-1.5 text-sm font-semibold text-violet-200 ring-1 ring-violet-500/40">
          {text.badge(artworks.length)}
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
                <ArtworkTile artwork={artwork} eager={index < eagerCount} sizes={GRID_SIZES}>
                  <h3 className="truncate text-lg font-semibold text-white">{artwork.title}</h3>
                  {priceCents !== null ? (
                    <>
                      <p className="font-semibold text-violet-300">{formatUsd(priceCents)}</p>
                      {renderPurchase(artwork)}
                    </>
                  ) : (
                    <div>
                      <OcrBadge ocrStatus={artwork.ocrStatus} tick="text" />
                    </div>
                  )}
                </ArtworkTile>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
