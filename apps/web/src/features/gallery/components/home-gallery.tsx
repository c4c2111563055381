import { SHOP_PAGES, type Artwork } from '@shop/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/status-views';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { ArtworkCardGrid } from './artwork-card-grid';
import { GalleryQueryFallback } from './gallery-query-fallback';

/**
 * SPEC §2 main gallery grid: approved work of the house category, 1/2/4 columns, the first 8
 * images eager, title/category/price (below the image, without hover), and the OCR badge on cards without a price. A
 * piece not for sale shows no price either (nothing unbuyable is offered), so it gets the badge.
 */
export function HomeGallery({
  category,
  renderActions,
}: {
  category: string;
  renderActions?: (artwork: Artwork) => ReactNode;
}) {
  // The first page of the category, more as the shopper scrolls.
  const { query, items } = useArtworkPages({ category });
  const m = galleryMessages.home;

  if (query.isPending || query.isError) return <GalleryQueryFallback query={query} loadingText={m.loading} />;
  if (items.length === 0) return <EmptyState title={m.emptyTitle} text={m.emptyText} />;

  return (
    <ArtworkCardGrid
      items={items}
      query={query}
      label={m.collectionHeading}
      renderActions={renderActions}
      largestPaint={SHOP_PAGES.home.largestPaint}
    />
  );
}
