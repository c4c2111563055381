import { artworkPagePath, type Artwork } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArtworkImage } from './artwork-image';
import { ProvenanceMark } from './provenance-credentials';

/**
 * A gallery card. The art is letterboxed (contained on a neutral square, never
 * cropped) and the image and the title link to the artwork's page; the details (price, action)
 * sit below the image, visible on every device without hover. The title is the card's one link
 * (a keyboard or screen reader meets it once); it stretches over the whole card so a click or tap
 * on the image opens the page too, while the actions sit above it and stay separate buttons.
 */
export const STRETCHED_LINK =
  "rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-violet-200 focus-visible:underline";

export function ArtworkTile({
  artwork,
  eager,
  sizes,
  priority,
  badge,
  children,
}: {
  artwork: Artwork;
  eager: boolean;
  sizes?: string;
  /** The page's largest paint: fetched before the other pictures. */
  priority?: boolean;
  /** Shown at all times in the top corner. */
  badge?: ReactNode;
  /** The details under the title (category, price, actions). */
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={artwork.title}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-neutral-900 ring-1 ring-neutral-800 focus-within:ring-violet-400"
    >
      <div className="relative aspect-square overflow-hidden bg-neutral-950">
        <ArtworkImage
          artwork={artwork}
          eager={eager}
          sizes={sizes}
          priority={priority}
          fit="contain"
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {badge ? <div className="absolute top-3 right-3">{badge}</div> : null}
        {artwork.provenance ? (
          <div className="absolute top-3 left-3">
            <ProvenanceMark artwork={artwork} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="truncate text-lg font-semibold text-white">
          <Link to={artworkPagePath(artwork)} className={STRETCHED_LINK}>
            {artwork.title}
          </Link>
        </h3>
        {children ? <div className="relative z-10 flex flex-col gap-2">{children}</div> : null}
      </div>
    </article>
  );
}
