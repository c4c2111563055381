import type { Artwork } from '@shop/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { PreviewImage } from '../../../components/ui/preview-image';
import { useShopTime } from '../../../lib/dates';
import { previewUrl } from '../../../lib/previews';
import { CURATION_MESSAGES } from '../messages';
import { StatusBadge } from './status-badge';
import { ArtworkFilesPanel } from './artwork-files-panel';

function formatBytes(sizeBytes: number): string {
  if (sizeBytes < 1024) return `${sizeBytes} B`;
  if (sizeBytes < 1024 * 1024) return `${(sizeBytes / 1024).toFixed(1)} KB`;
  return `${(sizeBytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** View Details: every field of the artwork and its full-size preview. */
export function ArtworkDetailsDialog({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  const time = useShopTime();
  const rows: [string, string][] = [
    ['ID', artwork.id],
    ['Title', artwork.title],
    ['Filename', artwork.filename],
    ['Original name', artwork.originalName],
    ['Category', artwork.category],
    ['Status', artwork.status],
    ['Price', artwork.price === null ? '—' : `$${artwork.price}`],
    ['For sale', artwork.isForSale ? 'Yes' : 'No'],
    ['OCR status', artwork.ocrStatus],
    ['OCR text', artwork.ocrText.trim() || '—'],
    ['OCR errors', artwork.ocrErrors.length === 0 ? 'None' : artwork.ocrErrors.join('; ')],
    ['Dimensions', artwork.width === null || artwork.height === null ? '—' : `${artwork.width} x ${artwork.height}`],
    ['File size', formatBytes(artwork.fileSize)],
    ['Type', artwork.mimeType],
    ['Uploaded', time.dateTime(artwork.uploadedAt)],
    ['Created', time.dateTime(artwork.createdAt)],
    ['Updated', time.dateTime(artwork.updatedAt)],
  ];
  return (
    <Dialog onClose={onClose} title={CURATION_MESSAGES.detailsTitle(artwork.title)} className="max-w-4xl">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <figure className="space-y-2">
          <PreviewImage
            artwork={artwork}
            fallbackLabel={artwork.originalName || artwork.filename}
            width={1600}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={`${CURATION_MESSAGES.fullSizePreview}: ${artwork.title}`}
            className="max-h-[70vh] w-full rounded-lg object-contain"
          />
          <figcaption className="flex items-center justify-between text-xs text-neutral-400">
            <StatusBadge artwork={artwork} />
            <a
              href={previewUrl(artwork.filename, 1600)}
              target="_blank"
              rel="noreferrer"
              className="underline hover:text-neutral-200"
            >
              {CURATION_MESSAGES.openOriginalSize}
            </a>
          </figcaption>
        </figure>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-neutral-400">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ArtworkFilesPanel artworkId={artwork.id} />
    </Dialog>
  );
}
