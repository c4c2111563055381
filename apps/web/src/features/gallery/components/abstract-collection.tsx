import { SHOP_PAGES, artworkPagePath, largestPaintArtwork, saleOrNull, type Artwork } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/status-views';
import { THREE_COLUMN_SIZES } from '../../../lib/previews';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { struckCentsOf } from '../struck-price';
import { GalleryQueryFallback } from './gallery-query-fallback';
import { ArtworkImage } from './artwork-image';
import { STRETCHED_LINK } from './artwork-tile';
import { QueryLoadMore } from './load-more';
import { OcrBadge } from './ocr-badge';
import { Prices } from './prices';
import { ProvenanceMark } from './provenance-credentials';
import { PurchaseButton } from './purchase-button';

export const ABSTRACT_CATEGORY = SHOP_PAGES.abstractArt.category;

/**
 * The featured picture is the page's largest paint, which the gateway preloads: which
 * artwork it is and its `sizes` come from the page table, so the preload names the same URLs.
 */
const FEATURED = SHOP_PAGES.abstractArt.largestPaint;

// Titles (and images) link to the artwork's page; images are letterboxed, never cropped.
const TITLE_LINK =
  'rounded-sm hover:text-violet-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400';

/**
 * SPEC §2 abstract art page: a featured piece, then every approved 'Abstract Art' artwork with
 * its price against the struck-through $29.99 and a purchase button, then the count.
 * The struck price is the artist's (reference or compare-at), shown only above the price. A
 * piece that cannot be bought (no price, or not for sale) is never offered: the featured piece is
 * the first one that can be bought (none, no featured section), and in the grid such a piece shows
 * the OCR badge instead of a price and a button, as SPEC §2 does on the other pages.
 */
export function AbstractCollection({
  onPurchase,
  isBusy,
}: {
  onPurchase: (artwork: Artwork) => void;
  isBusy: (id: string) => boolean;
}) {
  // The first page of the category, more as the shopper scrolls; the count counts all.
  const { query, items: artworks, total } = useArtworkPages({ category: ABSTRACT_CATEGORY });
  const m = galleryMessages.abstract;

  if (query.isPending || query.isError) return <GalleryQueryFallback query={query} loadingText={m.loading} />;

  const featured = largestPaintArtwork(artworks, FEATURED);
  const featuredCents = featured ? saleOrNull(featured) : null;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-4">
      {featured && featuredCents !== null ? (
        <section
          aria-labelledby="featured-heading"
          className="grid items-center gap-8 rounded-xl bg-neutral-900 p-4 ring-1 ring-neutral-800 md:grid-cols-2 md:p-8"
        >
          <div className="aspect-video overflow-hidden rounded-lg bg-neutral-950">
            <ArtworkImage
              artwork={featured}
              eager
              priority
              fit="contain"
              sizes={FEATURED.sizes}
              alt={m.featuredAlt(featured.title)}
            />
          </div>
          <div className="space-y-4">
            <h2 id="featured-heading" className="text-sm font-semibold tracking-widest text-violet-300 uppercase">
              {m.featuredHeading}
            </h2>
            <p className="text-3xl font-bold">
              <Link to={artworkPagePath(featured)} className={TITLE_LINK}>
                {featured.title}
              </Link>
            </p>
            <Prices cents={featuredCents} struckCents={struckCentsOf(featured, featuredCents)} />
            <PurchaseButton artwork={featured} busy={isBusy(featured.id)} onPurchase={onPurchase} size="lg" />
          </div>
        </section>
      ) : null}

      {artworks.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={m.title}>
          {artworks.map((artwork, index) => {
            const saleCents = saleOrNull(artwork);
            return (
              <li
                key={artwork.id}
                className="relative flex flex-col overflow-hidden rounded-lg bg-neutral-900 ring-1 ring-neutral-800 focus-within:ring-violet-400"
              >
                <div className="relative aspect-square bg-neutral-950">
                  <ArtworkImage artwork={artwork} eager={index < 6} sizes={THREE_COLUMN_SIZES} fit="contain" />
                  {artwork.provenance ? (
                    <div className="absolute top-3 left-3">
                      <ProvenanceMark artwork={artwork} />
                    </div>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <h3 className="text-lg font-semibold">
                    <Link to={artworkPagePath(artwork)} className={STRETCHED_LINK}>
                      {artwork.title}
                    </Link>
                  </h3>
                  {saleCents !== null ? (
                    <>
                      <Prices cents={saleCents} struckCents={struckCentsOf(artwork, saleCents)} />
                      <PurchaseButton
                        artwork={artwork}
                        busy={isBusy(artwork.id)}
                        onPurchase={onPurchase}
                        className="relative z-10 mt-auto w-full"
                      />
                    </>
                  ) : (
                    <div>
                      <OcrBadge artwork={artwork} tick="text" />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <QueryLoadMore query={query} loadedCount={artworks.length} />

      <p className="text-center text-neutral-400">{m.count(total)}</p>
    </div>
  );
}
