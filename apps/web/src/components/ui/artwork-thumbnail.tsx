import { ImageIcon } from 'lucide-react';
import { usePreviewUrlVersion } from '../../lib/preview-version';
import { previewUrl } from '../../lib/previews';
import { cn } from './cn';

/** A small square preview for cart and order lines; an icon when the piece has no file (bundles). */
export function ArtworkThumbnail({
  filename,
  updatedAt,
  size,
  fit = 'cover',
  className,
}: {
  filename?: string;
  /** The artwork's `updatedAt`: makes the URL content-addressed. */
  updatedAt?: string;
  size: number;
  /** `contain` shows the whole picture, letterboxed (a buyer choosing works sees them whole). */
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  const version = usePreviewUrlVersion(updatedAt);
  return (
    <div
      style={{ width: size, height: size }}
      className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-800', className)}
    >
      {filename ? (
        <img
          src={previewUrl(filename, 480, version)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          className={cn('h-full w-full', fit === 'contain' ? 'object-contain' : 'object-cover')}
        />
      ) : (
        <ImageIcon className="h-6 w-6 text-neutral-500" aria-hidden />
      )}
    </div>
  );
}
