import {
  artworkPagePath,
  type Artwork,
  FEATURED_SHARE_SIZES,
  FEATURED_TEMPLATE_SHARES,
  type FeaturedShare,
  type LayoutTemplate,
} from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { PreviewImage } from '../../../components/ui/preview-image';
import { PREVIEW_MESSAGES } from '../messages';

/** SPEC §9: the devices the dashboard's preview draws the home page for. */
export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

/**
 * On the public home page (`caption` given) each featured piece links to its page,
 * is letterboxed instead of cropped, and shows its caption (title and price) without hover.
 */
export type FeaturedCaption = (artwork: Artwork) => ReactNode;

/** A featured picture's `sizes`: on the dashboard's phone preview, the phone's width. */
const sizesFor = (share: FeaturedShare, narrow: boolean) => (narrow ? '384px' : FEATURED_SHARE_SIZES[share]);

function FeaturedImage({
  artwork,
  className,
  caption,
  sizes,
}: {
  artwork: Artwork;
  className?: string;
  caption?: FeaturedCaption;
  sizes: string;
}) {
  const image = (
    <PreviewImage
      artwork={artwork}
      width={960}
      sizes={sizes}
      alt={artwork.title}
      className={cn('h-full w-full', caption ? 'object-contain' : 'object-cover')}
    />
  );
  if (!caption) {
    return (
      <figure className={cn('overflow-hidden rounded-lg', className)} data-testid="featured-artwork">
        {image}
      </figure>
    );
  }
  return (
    <figure
      className={cn('relative overflow-hidden rounded-lg bg-neutral-950', className)}
      data-testid="featured-artwork"
    >
      <Link
        to={artworkPagePath(artwork)}
        className="block h-full w-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-400"
      >
        {image}
      </Link>
      <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 flex items-baseline justify-between gap-2 bg-black/75 px-3 py-2 text-sm text-white">
        {caption(artwork)}
      </figcaption>
    </figure>
  );
}

/** A run of featured pictures of one share of the width; `className` may depend on the position. */
function FeaturedImages({
  artworks,
  caption,
  className,
  sizes,
}: {
  artworks: Artwork[];
  caption?: FeaturedCaption;
  className: string | ((index: number) => string);
  sizes: string;
}) {
  return artworks.map((artwork, index) => (
    <FeaturedImage
      key={artwork.id}
      artwork={artwork}
      caption={caption}
      className={typeof className === 'string' ? className : className(index)}
      sizes={sizes}
    />
  ));
}

/** The featured artworks drawn in a template's arrangement: the preview and the public home page share it. */
export function FeaturedArtworks({
  template,
  featured,
  device,
  caption,
}: {
  template: LayoutTemplate;
  featured: Artwork[];
  device: PreviewDevice;
  /** The public home page's caption of each piece; the dashboard's preview has none. */
  caption?: FeaturedCaption;
}) {
  if (featured.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-current/30 p-8 text-center text-sm opacity-70">
        {PREVIEW_MESSAGES.noFeatured}
      </p>
    );
  }
  const narrow = device === 'mobile';
  const shares = FEATURED_TEMPLATE_SHARES[template];
  switch (template) {
    case 'modern-gallery': {
      const [hero, ...rest] = featured;
      return (
        <div className={cn('grid gap-3', narrow ? 'grid-cols-1' : 'grid-cols-3')}>
          {hero ? (
            <FeaturedImage
              artwork={hero}
              caption={caption}
              className={cn('aspect-square', narrow ? '' : 'col-span-2 row-span-2')}
              sizes={sizesFor(shares.first, narrow)}
            />
          ) : null}
          <FeaturedImages
            artworks={rest}
            caption={caption}
            className="aspect-square"
            sizes={sizesFor(shares.rest, narrow)}
          />
        </div>
      );
    }
    case 'minimalist-grid':
      return (
        <div className={cn('grid gap-6', narrow ? 'grid-cols-1' : 'grid-cols-3')}>
          <FeaturedImages
            artworks={featured}
            caption={caption}
            className="aspect-square rounded-none"
            sizes={sizesFor(shares.first, narrow)}
          />
        </div>
      );
    case 'editorial-layout':
      return (
        <div className="space-y-6">
          {featured.map((artwork, index) => (
            <article key={artwork.id} className={cn('grid items-center gap-4', narrow ? 'grid-cols-1' : 'grid-cols-2')}>
              <FeaturedImage
                artwork={artwork}
                caption={caption}
                className={cn('aspect-[4/3]', !narrow && index % 2 === 1 ? 'order-2' : '')}
                sizes={sizesFor(index === 0 ? shares.first : shares.rest, narrow)}
              />
              <div>
                <p className="text-xs tracking-widest uppercase opacity-60">{artwork.category}</p>
                <h3 className="text-2xl font-bold">{artwork.title}</h3>
              </div>
            </article>
          ))}
        </div>
      );
    case 'portfolio-style':
      return (
        <div className={cn('gap-3', narrow ? 'columns-1' : 'columns-2')}>
          <FeaturedImages
            artworks={featured}
            caption={caption}
            className={(index) => cn('mb-3 break-inside-avoid', index === 0 ? 'aspect-[3/4]' : 'aspect-square')}
            sizes={sizesFor(shares.first, narrow)}
          />
        </div>
      );
  }
}
