import { DASHBOARD_CATEGORIES, artworkPagePath, type Artwork, type LayoutTemplate } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { PreviewImage } from '../../../components/ui/preview-image';
import { PREVIEW_MESSAGES } from '../messages';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

/** SPEC §9 device preview widths. */
export const DEVICE_WIDTH_CLASS: Record<PreviewDevice, string> = {
  desktop: 'max-w-7xl',
  tablet: 'max-w-3xl',
  mobile: 'max-w-sm',
};

const THEMES: Record<LayoutTemplate, { page: string; tile: string; heading: string }> = {
  'modern-gallery': {
    page: 'bg-neutral-950 text-white',
    tile: 'bg-neutral-900 border-neutral-800',
    heading: 'font-black tracking-tight',
  },
  'minimalist-grid': {
    page: 'bg-white text-neutral-900',
    tile: 'bg-neutral-100 border-neutral-200',
    heading: 'font-light tracking-wide',
  },
  'editorial-layout': {
    page: 'bg-stone-100 text-stone-900',
    tile: 'bg-white border-stone-300',
    heading: 'font-serif font-bold',
  },
  'portfolio-style': {
    page: 'bg-slate-900 text-slate-100',
    tile: 'bg-slate-800 border-slate-700',
    heading: 'font-semibold uppercase tracking-widest',
  },
};

/**
 * Issue #15: on the public home page (`caption` given) each featured piece links to its page,
 * is letterboxed instead of cropped, and shows its caption (title and price) without hover.
 */
export type FeaturedCaption = (artwork: Artwork) => ReactNode;

function FeaturedImage({
  artwork,
  className,
  caption,
}: {
  artwork: Artwork;
  className?: string;
  caption?: FeaturedCaption;
}) {
  const image = (
    <PreviewImage
      filename={artwork.filename}
      updatedAt={artwork.updatedAt}
      fallbackLabel={artwork.filename}
      width={960}
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
  /** The public home page's caption of each piece (issue #15); the dashboard's preview has none. */
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
            />
          ) : null}
          {rest.map((artwork) => (
            <FeaturedImage key={artwork.id} artwork={artwork} caption={caption} className="aspect-square" />
          ))}
        </div>
      );
    }
    case 'minimalist-grid':
      return (
        <div className={cn('grid gap-6', narrow ? 'grid-cols-1' : 'grid-cols-3')}>
          {featured.map((artwork) => (
            <FeaturedImage
              key={artwork.id}
              artwork={artwork}
              caption={caption}
              className="aspect-square rounded-none"
            />
          ))}
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
          {featured.map((artwork, index) => (
            <FeaturedImage
              key={artwork.id}
              artwork={artwork}
              caption={caption}
              className={cn('mb-3 break-inside-avoid', index === 0 ? 'aspect-[3/4]' : 'aspect-square')}
            />
          ))}
        </div>
      );
  }
}

export interface MockHomepageProps {
  template: LayoutTemplate;
  device: PreviewDevice;
  featured: Artwork[];
  /** Approved works per category, as the server counts them; a missing category counts 0. */
  counts: Readonly<Record<string, number>>;
}

/** What the public home page would look like: featured work and the four categories with counts. */
export function MockHomepage({ template, device, featured, counts }: MockHomepageProps) {
  const theme = THEMES[template];
  return (
    <div
      data-testid="mock-homepage"
      data-template={template}
      data-device={device}
      className={cn(
        'mx-auto w-full overflow-hidden rounded-xl border border-neutral-700 shadow-2xl transition-all',
        DEVICE_WIDTH_CLASS[device],
        theme.page,
      )}
    >
      <header className="flex items-center justify-between border-b border-current/10 px-5 py-3">
        <span className={cn('text-lg', theme.heading)}>{PREVIEW_MESSAGES.mockBrand}</span>
        <span className="text-xs opacity-60">PRICING</span>
      </header>
      <div className="space-y-8 p-5">
        <div>
          <h3 className={cn('text-2xl', theme.heading)}>{PREVIEW_MESSAGES.featuredHeading}</h3>
          <p className="text-sm opacity-70">{PREVIEW_MESSAGES.mockTagline}</p>
        </div>
        <FeaturedArtworks template={template} featured={featured} device={device} />
        <section>
          <h3 className={cn('mb-3 text-lg', theme.heading)}>{PREVIEW_MESSAGES.categoriesHeading}</h3>
          <ul
            className={cn(
              'grid gap-3',
              device === 'mobile' ? 'grid-cols-1' : 'grid-cols-2',
              device === 'desktop' && 'lg:grid-cols-4',
            )}
          >
            {DASHBOARD_CATEGORIES.map((category) => (
              <li key={category} data-testid="category-tile" className={cn('rounded-lg border p-4', theme.tile)}>
                <p className="font-semibold">{category}</p>
                <p className="text-sm opacity-70">{PREVIEW_MESSAGES.approvedCount(counts[category] ?? 0)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
