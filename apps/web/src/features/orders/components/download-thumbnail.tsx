import type { Artwork } from '@shop/contracts';
import { ImageIcon } from 'lucide-react';
import { usePreviewUrlVersion } from '../../../lib/preview-version';
import { previewUrl } from '../../../lib/previews';

/** A small picture of what a download delivers; a plain tile when the shop no longer shows it. */
export function DownloadThumbnail({ artwork }: { artwork: Artwork | undefined }) {
  const version = usePreviewUrlVersion(artwork?.updatedAt);
  return (
    <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-800 ring-1 ring-neutral-700">
      {artwork ? (
        <img
          src={previewUrl(artwork.filename, 480, version)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
          data-testid="download-thumbnail"
        />
      ) : (
        <ImageIcon className="h-6 w-6 text-neutral-500" aria-hidden />
      )}
    </span>
  );
}
