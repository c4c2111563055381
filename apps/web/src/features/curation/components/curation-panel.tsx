import type { Artwork, UpdateArtworkBody } from '@shop/contracts';
import { CheckCheck, ImageOff, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field, compactInputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { PanelErrorState } from '../../../components/ui/status-views';
import { useBatchArtworks } from '../api/batch-artworks';
import { useAdminArtworks } from '../api/get-artworks';
import { useUpdateArtwork } from '../api/update-artwork';
import { isCurationFilter, matchesFilter, type CurationFilter } from '../lib/review-rules';
import { useSelection } from '../lib/use-selection';
import { CURATION_FILTERS, CURATION_MESSAGES } from '../messages';
import { ArchiveDeleteActions } from './archive-delete-actions';
import { ArtworkCard } from './artwork-card';
import { ArtworkDetailsDialog } from './artwork-details-dialog';
import { BatchActions } from './batch-actions';
import { EditArtworkDialog } from './edit-artwork-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { SelectionBar } from './selection-bar';

export const FILTER_PARAM = 'filter';

export interface CurationPanelProps {
  /** Rendered above the batch bar, e.g. the live OCR queue counts. */
  status?: ReactNode;
  /** Called after any change to an artwork, so other views (galleries) can refresh. */
  onChanged?: () => void;
}

type OpenDialog = { kind: 'edit-text' | 'details' | 'edit'; artworkId: string } | null;

export function CurationPanel({ status, onChanged }: CurationPanelProps) {
  const artworks = useAdminArtworks();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawFilter = searchParams.get(FILTER_PARAM);
  const filter: CurationFilter = isCurationFilter(rawFilter) ? rawFilter : 'all';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const filterId = useId();
  const update = useUpdateArtwork({ onChanged });
  const batch = useBatchArtworks({ onChanged });

  const setFilter = (value: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete(FILTER_PARAM);
        else next.set(FILTER_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  const all = artworks.data ?? [];
  const visible = all.filter((artwork) => matchesFilter(artwork, filter));
  const busyId = update.isPending ? update.variables.id : undefined;
  const dialogArtwork: Artwork | undefined =
    dialog === null ? undefined : all.find((artwork) => artwork.id === dialog.artworkId);

  const onUpdate = (id: string, body: UpdateArtworkBody) => update.mutate({ id, body });
  const selection = useSelection(visible.map((artwork) => artwork.id));
  // Works that left the list (deleted elsewhere) drop out of the selection by themselves.
  const selected = all.filter((artwork) => selection.selected.has(artwork.id));

  return (
    <HeadedSection heading={CURATION_MESSAGES.heading} headingClassName="text-2xl font-bold" className="space-y-6">
      {status}
      <div className="flex flex-col gap-4 rounded-xl border border-neutral-800 bg-neutral-900 p-4 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <Field id={filterId} label={CURATION_MESSAGES.filterLabel} layout="inline">
            <select
              id={filterId}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className={compactInputClass}
            >
              {CURATION_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <span className="text-sm text-neutral-400" aria-live="polite" data-testid="curation-count">
            {CURATION_MESSAGES.itemCount(visible.length)}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={batch.isPending} onClick={() => batch.mutate('approve-clean')}>
            <CheckCheck className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.approveAllClean}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={batch.isPending}
            onClick={() => batch.mutate('reject-flagged')}
          >
            <XCircle className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.rejectFlagged}
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-4">
        <SelectionBar
          count={selected.length}
          shownCount={visible.length}
          onSelectAllShown={selection.selectAllShown}
          onClear={selection.clear}
        />
        <BatchActions selected={selected} onChanged={onChanged} />
      </div>

      {artworks.isPending ? (
        <SkeletonGrid />
      ) : artworks.isError ? (
        <PanelErrorState retryLabel={CURATION_MESSAGES.retry} onRetry={() => void artworks.refetch()}>
          <p className="font-medium">{CURATION_MESSAGES.loadFailed}</p>
        </PanelErrorState>
      ) : visible.length === 0 ? (
        <div className="rounded-xl border border-dashed border-neutral-700 p-10 text-center">
          <ImageOff className="mx-auto mb-3 h-10 w-10 text-neutral-500" aria-hidden />
          <h3 className="text-lg font-semibold">{CURATION_MESSAGES.emptyTitle}</h3>
          <p className="mt-1 text-neutral-400">
            {all.length === 0 ? CURATION_MESSAGES.emptyNoArtworks : CURATION_MESSAGES.emptyNoMatch(filter)}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((artwork) => (
            <ArtworkCard
              key={artwork.id}
              artwork={artwork}
              isBusy={busyId === artwork.id}
              onUpdate={onUpdate}
              onEditText={(target) => setDialog({ kind: 'edit-text', artworkId: target.id })}
              onViewDetails={(target) => setDialog({ kind: 'details', artworkId: target.id })}
              onEdit={(target) => setDialog({ kind: 'edit', artworkId: target.id })}
              manageActions={<ArchiveDeleteActions artwork={artwork} isBusy={busyId === artwork.id} />}
              selection={{ isSelected: selection.selected.has(artwork.id), onToggle: selection.toggle }}
            />
          ))}
        </div>
      )}

      {dialog?.kind === 'edit-text' && dialogArtwork ? (
        <EditTextDialog
          key={dialogArtwork.id}
          artwork={dialogArtwork}
          onClose={() => setDialog(null)}
          onChanged={onChanged}
        />
      ) : null}
      {dialog?.kind === 'edit' && dialogArtwork ? (
        <EditArtworkDialog
          key={dialogArtwork.id}
          artwork={dialogArtwork}
          onClose={() => setDialog(null)}
          onChanged={onChanged}
        />
      ) : null}
      {dialog?.kind === 'details' && dialogArtwork ? (
        <ArtworkDetailsDialog artwork={dialogArtwork} onClose={() => setDialog(null)} />
      ) : null}
    </HeadedSection>
  );
}
