import { CATEGORIES, type Artwork, type Category, type UpdateArtworkBody } from '@shop/contracts';
import { Check, Eye, FileText, Maximize2, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PreviewImage } from '../../../components/ui/preview-image';
import { reviewActions, type ReviewAction } from '../lib/review-rules';
import { CURATION_MESSAGES } from '../messages';
import { CategorySelect } from './category-select';
import { FullSizeDialog } from './full-size-dialog';
import { OcrSummary } from './ocr-summary';
import { StatusBadge } from './status-badge';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export interface ArtworkCardProps {
  artwork: Artwork;
  onUpdate: (id: string, body: UpdateArtworkBody) => void;
  onEditText: (artwork: Artwork) => void;
  onViewDetails: (artwork: Artwork) => void;
  isBusy?: boolean;
}

export function ArtworkCard({ artwork, onUpdate, onEditText, onViewDetails, isBusy = false }: ArtworkCardProps) {
  const actions = reviewActions(artwork);
  // The full-size view belongs to the card alone, so the panel needs no state for it.
  const [isFullSizeOpen, setIsFullSizeOpen] = useState(false);
  const headingId = `artwork-${artwork.id}-title`;

  const button = (action: ReviewAction) => {
    switch (action) {
      case 'approve':
        return (
          <Button key={action} size="sm" disabled={isBusy} onClick={() => onUpdate(artwork.id, { status: 'approved' })}>
            <Check className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.approve}
          </Button>
        );
      case 'reject':
        return (
          <Button
            key={action}
            size="sm"
            variant="destructive"
            disabled={isBusy}
            onClick={() => onUpdate(artwork.id, { status: 'rejected' })}
          >
            <X className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.reject}
          </Button>
        );
      case 'edit-text':
        return (
          <Button key={action} size="sm" variant="secondary" disabled={isBusy} onClick={() => onEditText(artwork)}>
            <FileText className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.editText}
          </Button>
        );
      case 'discard':
        return (
          <Button
            key={action}
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() => onUpdate(artwork.id, { status: 'rejected' })}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.discard}
          </Button>
        );
      case 'view-details':
        return (
          <Button key={action} size="sm" variant="secondary" onClick={() => onViewDetails(artwork)}>
            <Eye className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.viewDetails}
          </Button>
        );
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="artwork-card"
      data-artwork-id={artwork.id}
      className="flex flex-col overflow-hidden rounded-xl border border-neutral-800 bg-neutral-900"
    >
      <button
        type="button"
        aria-label={CURATION_MESSAGES.viewFullSizeLabel(artwork.title)}
        onClick={() => setIsFullSizeOpen(true)}
        className="group relative block cursor-zoom-in bg-neutral-950 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        {/* object-contain: the whole work shows, so flagged text near an edge is never cropped away. */}
        <PreviewImage
          filename={artwork.filename}
          fallbackLabel={artwork.originalName || artwork.filename}
          width={480}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          loading="lazy"
          alt={artwork.title}
          className="aspect-square w-full object-contain"
        />
        <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-black/70 px-2 py-1 text-xs text-neutral-100 opacity-80 group-hover:opacity-100">
          <Maximize2 className="h-3.5 w-3.5" aria-hidden /> {CURATION_MESSAGES.viewFullSize}
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold">
              {artwork.title}
            </h3>
            <p className="truncate text-xs text-neutral-400" title={artwork.originalName}>
              {artwork.originalName}
            </p>
          </div>
          <StatusBadge artwork={artwork} />
        </div>
        <OcrSummary artwork={artwork} />
        {artwork.ocrErrors.length > 0 ? (
          <details className="rounded-md border border-red-900 bg-red-950/40 p-2 text-sm text-red-200" open>
            <summary className="cursor-pointer font-medium">
              {CURATION_MESSAGES.ocrErrorsHeading(artwork.ocrErrors.length)}
            </summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {artwork.ocrErrors.map((error, index) => (
                <li key={`${index}-${error}`}>{error}</li>
              ))}
            </ul>
          </details>
        ) : null}
        <CategorySelect
          value={artwork.category}
          disabled={isBusy}
          onChange={(category) => {
            if (isCategory(category) && category !== artwork.category) onUpdate(artwork.id, { category });
          }}
        />
        <div className="mt-auto flex flex-wrap gap-2">{actions.map(button)}</div>
      </div>
      {isFullSizeOpen ? <FullSizeDialog artwork={artwork} onClose={() => setIsFullSizeOpen(false)} /> : null}
    </article>
  );
}
