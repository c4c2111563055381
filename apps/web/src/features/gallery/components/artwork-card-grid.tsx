import { formatUsd, largestPaintArtwork, saleOrNull, type Artwork, type LargestPaint } from '@shop/contracts';
import type { ReactNode } from 'react';
import { EAGER_IMAGES } from '../../../config/ui';
import { GRID_SIZES } from '../../../lib/previews';
import type { useArtworkPages } from '../api/get-artwork-pages';
import { ArtworkTile } from './artwork-tile';
import { QueryLoadMore } from './load-more';
import { OcrBadge } from './ocr-badge';

/**
 * The shop's card grid over a paged artwork query (the main gallery and search): 1/2/4 columns,
 * the first 8 images eager, category and price below the image, the OCR badge on cards without a
 * price (nothing unbuyable is offered), then "Load more".
 */
export function ArtworkCardGrid({
  items,
  query,
  label,
  renderActions,
  largestPaint,
}: {
  items: Artwork[];
  query: ReturnType<typeof useArtworkPages>['query'];
  label?: string;
  renderActions?: ((artwork: Artwork) => ReactNode) | undefined;
  /** The page's largest paint when the grid is a gallery page's (the gateway preloads it). */
  largestPaint?: LargestPaint;
}) {
  const paintArtwork = largestPaint === undefined ? undefined : largestPaintArtwork(items, largestPaint);
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4" aria-label={label}>
        {items.map((artwork, index) => {
          const saleCents = saleOrNull(artwork);
          return (
            <li key={artwork.id}>
              <ArtworkTile
                artwork={artwork}
                eager={index < EAGER_IMAGES.mainGallery}
                sizes={largestPaint?.sizes ?? GRID_SIZES}
                priority={artwork === paintArtwork}
                badge={saleCents === null ? <OcrBadge artwork={artwork} /> : undefined}
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
      <QueryLoadMore query={query} loadedCount={items.length} />
    </>
  );
}
