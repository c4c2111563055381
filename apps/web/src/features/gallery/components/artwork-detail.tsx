import { ARTWORK_DETAIL_SIZES, artworkPagePath, formatUsd, type Artwork } from '@shop/contracts';
import { ZoomIn } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LicenceTerms } from '../../../components/ui/licence-terms';
import { useArtworkPages } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { struckCentsOf } from '../struck-price';
import { ArtworkImage } from './artwork-image';
import { OcrBadge } from './ocr-badge';
import { ProvenanceCredentials } from './provenance-credentials';
import { WhatYouGet } from './what-you-get';

const m = galleryMessages.artworkPage;
const RELATED_COUNT = 4;
/**
 * The zoomed view's code (a Radix dialog) is loaded when it is first wanted, not with
 * the page. Pure: the gallery pages that import this module through the feature's index (and use
 * nothing of it) leave it out of their code.
 */
const loadZoom = () => import('./artwork-zoom');
const ArtworkZoom = /* @__PURE__ */ lazy(loadZoom);
/** A related card: a quarter of the page on a desktop, half on a phone (16 px gaps, px-4). */
const RELATED_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), calc(50vw - 24px)';

/**
 * An artwork's page: the large preview (letterboxed, never cropped; click, tap, Enter
 * or Space opens the zoomed view), title, category, OCR badge, price with the page's purchase
 * action, the licence of a digital download, and more from the same category.
 */
export function ArtworkDetail({
  artwork,
  priceCents,
  action,
  categoryPath,
  hideShopLicence = false,
}: {
  artwork: Artwork;
  /** The price it sells at, or null when it cannot be bought (no price, no action). */
  priceCents: number | null;
  action: ReactNode;
  /** The category's gallery page, when it has one. */
  categoryPath?: string;
  /** The artist sells under licence tiers (the action offers them with their texts): no shop licence block. */
  hideShopLicence?: boolean;
}) {
  const [zoomed, setZoomed] = useState(false);
  // Once opened, the dialog stays mounted (closed), as it did when it held its own trigger.
  const [zoomWanted, setZoomWanted] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-4 py-8">
      <article aria-labelledby="artwork-title" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <button
            ref={zoomButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={zoomed}
            onPointerEnter={() => void loadZoom()}
            onFocus={() => void loadZoom()}
            onClick={() => {
              setZoomWanted(true);
              setZoomed(true);
            }}
            aria-label={m.zoom(artwork.title)}
            className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl bg-neutral-900 ring-1 ring-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400 sm:aspect-[4/3]"
          >
            <ArtworkImage
              artwork={artwork}
              eager
              priority
              fit="contain"
              sizes={ARTWORK_DETAIL_SIZES}
              alt={artwork.title}
            />
            <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-3 py-1 text-xs font-medium text-white">
              <ZoomIn className="h-4 w-4" aria-hidden />
              {m.zoomHint}
            </span>
          </button>
          {zoomWanted ? (
            <Suspense fallback={null}>
              <ArtworkZoom artwork={artwork} open={zoomed} onOpenChange={setZoomed} triggerRef={zoomButton} />
            </Suspense>
          ) : null}
        </div>

        <div className="space-y-6">
          <div className="space-y-3">
            <h1 id="artwork-title" className="text-3xl font-bold break-words sm:text-4xl">
              {artwork.title}
            </h1>
            <p className="text-neutral-300">
              <span className="sr-only">{m.category}: </span>
              {categoryPath ? (
                <Link
                  to={categoryPath}
                  className="text-violet-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-400"
                >
                  {artwork.category}
                </Link>
              ) : (
                artwork.category
              )}
            </p>
            <OcrBadge artwork={artwork} />
          </div>
          {artwork.description ? <p className="text-neutral-300">{artwork.description}</p> : null}
          {priceCents !== null ? (
            <div className="space-y-3">
              <p className="text-3xl font-bold text-violet-300" data-testid="artwork-price">
                <span className="sr-only">{m.price}: </span>
                {formatUsd(priceCents)}
                <StruckPrice artwork={artwork} priceCents={priceCents} />
              </p>
              {action}
            </div>
          ) : (
            <p className="text-neutral-400">{m.notForSale}</p>
          )}
          <WhatYouGet artwork={artwork} />
          <ProvenanceCredentials artwork={artwork} />
          {hideShopLicence ? null : <LicenceTerms className="rounded-lg bg-neutral-900 p-4 ring-1 ring-neutral-800" />}
        </div>
      </article>

      <RelatedArtworks artwork={artwork} />
    </div>
  );
}

/** "More from <category>": a few other approved works of the same category, each linking to its page. */
export function RelatedArtworks({ artwork }: { artwork: Pick<Artwork, 'id' | 'category'> }) {
  // One page of the category (a page asks only for what it shows), not the whole list.
  const { query, items } = useArtworkPages({ category: artwork.category });
  // While the page loads, its heading and a row of empty tiles hold the section's place: filling it
  // in later would push the footer down under the shopper (layout shift).
  if (query.isPending) return <RelatedPlaceholder category={artwork.category} />;
  const related = items.filter((other) => other.id !== artwork.id).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="space-y-4">
      <h2 id="related-heading" className="text-2xl font-bold">
        {m.moreFrom(artwork.category)}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {related.map((other) => (
          <li key={other.id}>
            <Link
              to={artworkPagePath(other)}
              className="block space-y-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
            >
              <span className="block aspect-square overflow-hidden rounded-lg bg-neutral-900 ring-1 ring-neutral-800">
                <ArtworkImage artwork={other} eager={false} fit="contain" sizes={RELATED_SIZES} alt="" />
              </span>
              <span className="block truncate font-medium">{other.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedPlaceholder({ category }: { category: string }) {
  return (
    <section aria-labelledby="related-heading" aria-busy="true" className="space-y-4">
      <h2 id="related-heading" className="text-2xl font-bold">
        {m.moreFrom(category)}
      </h2>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: RELATED_COUNT }, (_, index) => (
          <li key={index} data-testid="related-placeholder" className="space-y-2">
            <span className="block aspect-square rounded-lg bg-neutral-900 ring-1 ring-neutral-800" />
            {/* The height of a title line, so the loaded card is exactly as tall. */}
            <span className="block h-6" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The artist's reference or compare-at price, struck, only when above the price. */
function StruckPrice({ artwork, priceCents }: { artwork: Artwork; priceCents: number }) {
  const struck = struckCentsOf(artwork, priceCents);
  if (struck === null) return null;
  return (
    <>
      <span className="sr-only"> {galleryMessages.originalPrice}: </span>
      <s className="ml-3 text-xl font-normal text-neutral-400" data-testid="artwork-struck-price">
        {formatUsd(struck)}
      </s>
    </>
  );
}
