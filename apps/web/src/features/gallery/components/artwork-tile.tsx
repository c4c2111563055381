import type { Artwork } from '@shop/contracts';
import type { ReactNode } from 'react';
import { ArtworkImage } from './artwork-image';

/**
 * A square card whose details appear on hover, on keyboard focus inside it, and always on touch
 * screens (no hover, or a coarse pointer), so every control stays reachable.
 */
export function ArtworkTile({
  artwork,
  eager,
  sizes,
  badge,
  children,
}: {
  artwork: Artwork;
  eager: boolean;
  sizes?: string;
  /** Shown at all times in the top corner. */
  badge?: ReactNode;
  /** The hover details. */
  children: ReactNode;
}) {
  return (
    <article
      aria-label={artwork.title}
      className="group relative aspect-square overflow-hidden rounded-lg bg-neutral-900 ring-1 ring-neutral-800"
    >
      <ArtworkImage
        artwork={artwork}
        eager={eager}
        sizes={sizes}
        className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      {badge ? <div className="absolute top-3 right-3">{badge}</div> : null}
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-gradient-to-t from-black/90 via-black/70 to-transparent p-4 pt-10 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100 [@media(pointer:coarse)]:opacity-100">
        {children}
      </div>
    </article>
  );
}
