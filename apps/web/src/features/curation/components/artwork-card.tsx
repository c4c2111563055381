import { CATEGORIES, isOcrProcessed, type Artwork, type Category, type UpdateArtworkBody } from '@shop/contracts';
import { Check, Eye, FileText, Maximize2, Pencil, Trash2, X, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { reviewActions, type ReviewAction } from '../lib/review-rules';
import { EDIT_MESSAGES } from '../edit-messages';
import { CURATION_MESSAGES } from '../messages';
import { CardFindings } from './card-findings';
import { CardThumbnail } from './card-thumbnail';
import { CategorySelect } from './category-select';
import { FullSizeDialog } from './full-size-dialog';
import { OcrSummary } from './ocr-summary';
import { SaleState } from './sale-state';
import { SelectionCheckbox } from './selection-checkbox';
import { StatusBadge } from './status-badge';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

const ACTION_BUTTONS: Record<
  ReviewAction,
  { icon: LucideIcon; label: string; variant?: ButtonProps['variant']; isAlwaysEnabled?: boolean }
> = {
  approve: { icon: Check, label: CURATION_MESSAGES.approve },
  reject: { icon: X, label: CURATION_MESSAGES.reject, variant: 'destructive' },
  'edit-text': { icon: FileText, label: CURATION_MESSAGES.editText, variant: 'secondary' },
  discard: { icon: Trash2, label: CURATION_MESSAGES.discard, variant: 'outline' },
  // Viewing changes nothing, so it stays available while an update is in flight.
  'view-details': { icon: Eye, label: CURATION_MESSAGES.viewDetails, variant: 'secondary', isAlwaysEnabled: true },
};

export interface ArtworkCardProps {
  artwork: Artwork;
  onUpdate: (id: string, body: UpdateArtworkBody) => void;
  onEditText: (artwork: Artwork) => void;
  onViewDetails: (artwork: Artwork) => void;
  isBusy?: boolean;
  /** Opens the Edit dialog (title, category, price, for sale). */
  onEdit?: (artwork: Artwork) => void;
  /** Archive / Restore and Delete, rendered after the review actions. */
  manageActions?: ReactNode;
  /** What the full-size view offers beside the findings ("Replace file"). */
  fullSizeActions?: ReactNode;
  /** Multi-select: the card's checkbox. */
  selection?: { isSelected: boolean; onToggle: (id: string, isShift: boolean) => void };
}

export function ArtworkCard({
  artwork,
  onUpdate,
  onEditText,
  onViewDetails,
  isBusy = false,
  onEdit,
  manageActions,
  fullSizeActions,
  selection,
}: ArtworkCardProps) {
  const actions = reviewActions(artwork);
  // The full-size view belongs to the card alone, so the panel needs no state for it.
  const [isFullSizeOpen, setIsFullSizeOpen] = useState(false);
  const headingId = `artwork-${artwork.id}-title`;

  const run = (action: ReviewAction) => {
    switch (action) {
      case 'approve':
        return onUpdate(artwork.id, { status: 'approved' });
      case 'reject':
      case 'discard':
        return onUpdate(artwork.id, { status: 'rejected' });
      case 'edit-text':
        return onEditText(artwork);
      case 'view-details':
        return onViewDetails(artwork);
    }
  };

  const button = (action: ReviewAction) => {
    const { icon: Icon, label, variant, isAlwaysEnabled } = ACTION_BUTTONS[action];
    return (
      <Button
        key={action}
        size="sm"
        variant={variant}
        disabled={isAlwaysEnabled ? undefined : isBusy}
        onClick={() => run(action)}
      >
        <Icon className="h-4 w-4" aria-hidden /> {label}
      </Button>
    );
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
        <CardThumbnail artwork={artwork} />
        <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-black/70 px-2 py-1 text-xs text-neutral-100 opacity-80 group-hover:opacity-100">
          <Maximize2 className="h-3.5 w-3.5" aria-hidden /> {CURATION_MESSAGES.viewFullSize}
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          {selection ? (
            <SelectionCheckbox
              title={artwork.title}
              isSelected={selection.isSelected}
              onToggle={(isShift) => selection.onToggle(artwork.id, isShift)}
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="truncate text-sm font-semibold">
              {artwork.title}
            </h3>
            <p className="truncate text-xs text-neutral-400" title={artwork.originalName}>
              {artwork.originalName}
            </p>
          </div>
          <StatusBadge artwork={artwork} />
        </div>
        <SaleState artwork={artwork} />
        <OcrSummary artwork={artwork} />
        {artwork.ocrErrors.length > 0 ? (
          <details className="rounded-md border border-red-900 bg-red-950/40 px-2 py-1 text-xs text-red-200" open>
            <summary className="cursor-pointer font-medium">
              {CURATION_MESSAGES.ocrErrorsHeading(artwork.ocrErrors.length)}
            </summary>
            <ul className="mt-0.5 list-disc space-y-0.5 pl-4">
              {artwork.ocrErrors.map((error, index) => (
                <li key={`${index}-${error}`}>{error}</li>
              ))}
            </ul>
            {isOcrProcessed(artwork.ocrStatus) ? <CardFindings artwork={artwork} /> : null}
          </details>
        ) : null}
        <CategorySelect
          value={artwork.category}
          disabled={isBusy}
          onChange={(category) => {
            if (isCategory(category) && category !== artwork.category) onUpdate(artwork.id, { category });
          }}
        />
        {/* A dense toolbar (the manage actions bring their own buttons), so a card stays short. */}
        <div className="mt-auto flex flex-wrap gap-1 [&_button]:h-7 [&_button]:gap-1 [&_button]:px-2 [&_button]:text-xs [&_svg]:h-3.5 [&_svg]:w-3.5">
          {actions.map(button)}
          {onEdit ? (
            <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onEdit(artwork)}>
              <Pencil className="h-4 w-4" aria-hidden /> {EDIT_MESSAGES.edit}
            </Button>
          ) : null}
          {manageActions}
        </div>
      </div>
      {isFullSizeOpen ? (
        <FullSizeDialog artwork={artwork} actions={fullSizeActions} onClose={() => setIsFullSizeOpen(false)} />
      ) : null}
    </article>
  );
}
