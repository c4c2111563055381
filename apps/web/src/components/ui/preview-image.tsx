import { DEFAULT_PREVIEW_WIDTH, type PreviewWidth } from '@shop/contracts';
import { useState, type ImgHTMLAttributes } from 'react';
import { usePreviewUrlVersion } from '../../lib/preview-version';
import { previewSrcSet, previewUrl } from '../../lib/previews';
import { cn } from './cn';

/** What names a preview: the stored file and, when known, the artwork's `updatedAt`. */
export interface PreviewSource {
  filename: string;
  /** Makes the URLs content-addressed: a new file or watermark gives new URLs. */
  updatedAt?: string;
}

export interface PreviewImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The artwork (or upload) whose preview this is. */
  artwork: PreviewSource;
  /** Shown on a gradient when the image cannot be loaded (SPEC §8: the filename instead). */
  fallbackLabel?: string;
  width?: PreviewWidth;
}

/** A server preview with a responsive srcset; the filename on a gradient if it fails to load. */
export function PreviewImage({
  artwork: { filename, updatedAt },
  fallbackLabel,
  width,
  className,
  alt,
  sizes,
  ...props
}: PreviewImageProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const version = usePreviewUrlVersion(updatedAt);
  if (failedFor === filename) {
    return (
      <div
        role="img"
        aria-label={alt ?? fallbackLabel ?? filename}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-violet-700 via-fuchsia-700 to-sky-700 p-3 text-center text-sm font-medium break-all text-white',
          className,
        )}
      >
        {fallbackLabel ?? filename}
      </div>
    );
  }
  return (
    <img
      src={previewUrl(filename, width ?? DEFAULT_PREVIEW_WIDTH, version)}
      srcSet={previewSrcSet(filename, version)}
      sizes={sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
      alt={alt ?? ''}
      decoding="async"
      onError={() => setFailedFor(filename)}
      className={className}
      {...props}
    />
  );
}
