import type { Artwork } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { usePreviewUrlVersion } from '../../../lib/preview-version';
import { GRID_SIZES, previewSrcSet, previewUrl } from '../../../lib/previews';

// SPEC §2: one wide image is shown contained instead of cropped; any clearly wide piece
// (16:9 or wider) gets the same treatment so nothing important is cut off.
const WIDE_ASPECT = 16 / 9;

export function isContainedImage(artwork: Pick<Artwork, 'width' | 'height'>): boolean {
  return (
    artwork.width !== null &&
    artwork.height !== null &&
    artwork.height > 0 &&
    artwork.width / artwork.height >= WIDE_ASPECT
  );
}

/**
 * An artwork through its preview renditions: srcset/sizes so the browser picks the smallest that
 * fits, width/height so the layout never jumps, eager for the first few images and lazy after.
 */
export function ArtworkImage({
  artwork,
  eager,
  sizes = GRID_SIZES,
  alt = artwork.title,
  fit,
  className,
  priority = false,
}: {
  artwork: Pick<Artwork, 'filename' | 'title' | 'width' | 'height'> & Partial<Pick<Artwork, 'updatedAt'>>;
  eager: boolean;
  sizes?: string;
  alt?: string;
  fit?: 'cover' | 'contain';
  className?: string;
  /** The page's main picture (its largest paint): fetched before the others. */
  priority?: boolean;
}) {
  const objectFit = fit ?? (isContainedImage(artwork) ? 'contain' : 'cover');
  const version = usePreviewUrlVersion(artwork.updatedAt);
  return (
    <img
      src={previewUrl(artwork.filename, 960, version)}
      srcSet={previewSrcSet(artwork.filename, version)}
      sizes={sizes}
      width={artwork.width ?? 1024}
      height={artwork.height ?? 1024}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('h-full w-full', objectFit === 'contain' ? 'object-contain' : 'object-cover', className)}
    />
  );
}
