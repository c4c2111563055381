import type { Artwork, UpdateArtworkBody } from '@shop/contracts';
import { ImageOff } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field, compactInputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { PanelErrorState } from '../../../components/ui/status-views';
import { CURATION_PAGE_SIZE, useArtworkPage } from '../api/search-artworks';
import { useUpdateArtwork } from '../api/update-artwork';
import {
  type CurationQuery,
  DEFAULT_CURATION_QUERY,
  hasActiveFilters,
  readCurationQuery,
  writeCurationQuery,
} from '../lib/curation-query';
import { useSelection } from '../lib/use-selection';
import { CURATION_FILTERS, CURATION_MESSAGES } from '../messages';
import { ArchiveDeleteActions } from './archive-delete-actions';
import { PublishCardButton } from './publish-card-button';
import { ArtworkCard } from './artwork-card';
import { ArtworkDetailsDialog } from './artwork-details-dialog';
import { BatchActions } from './batch-actions';
import { CatalogBatchButton } from './catalog-batch-button';
import { CurationFilters } from './curation-filters';
import { EditArtworkDialog } from './edit-artwork-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { Pager } from './pager';
import { ReplaceFileAction } from './replace-file-action';
import { SelectAllMatching } from './select-all-matching';
import { SelectionBar } from './selection-bar';

export interface CurationPanelProps {
  /** Rendered above the batch bar, e.g. the live OCR queue counts. */
  status?: ReactNode;
  /** Called after any change to an artwork, so other views (galleries) can refresh. */
  onChanged?: () => void;
  /** Called when a replaced file's OCR is queued, so the queue's poll wakes and reports its result. */
  onOcrQueued?: () => void;
}

type OpenDialog = { kind: 'edit-text' | 'details' | 'edit'; artworkId: string } | null;

export function CurationPanel({ status, onChanged, onOcrQueued }: CurationPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCurationQuery(searchParams);
  const { filter } = query;
  // The server searches, filters and pages; the tab shows one page of the matches.
  const artworks = useArtworkPage(query);
  // Works selected through "Select all N matching" that the page shown may not hold.
  const [matched, setMatched] = useState<readonly Artwork[]>([]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const filterId = useId();
  const update = useUpdateArtwork({ onChanged });

  const setQuery = useCallback(
    (changes: Partial<CurationQuery>) =>
      setSearchParams((previous) => writeCurationQuery(previous, changes), { replace: true }),
    [setSearchParams],
  );

  const visible = artworks.data?.items ?? [];
  const total = artworks.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CURATION_PAGE_SIZE));
  // A batch that empties the last page (or a stale link) leaves the curator past the end: go back.
  const isPastEnd = artworks.data !== undefined && !artworks.isPlaceholderData && total > 0 && query.page > pageCount;
  useEffect(() => {
    if (isPastEnd) setQuery({ page: pageCount });
  }, [isPastEnd, pageCount, setQuery]);
  // The page shown is newer than a match fetched earlier: it wins where both hold a work.
  const known = new Map([...matched, ...visible].map((artwork) => [artwork.id, artwork]));
  const all = [...known.values()];
  const busyId = update.isPending ? update.variables.id : undefined;
  const dialogArtwork: Artwork | undefined =
    dialog === null ? undefined : all.find((artwork) => artwork.id === dialog.artworkId);

  const onUpdate = (id: string, body: UpdateArtworkBody) => update.mutate({ id, body });
  const selection = useSelection(visible.map((artwork) => artwork.id));
  // Works that left the list (deleted elsewhere) drop out of the selection by themselves.
  const selected = all.filter((artwork) => selection.selected.has(artwork.id));
  const clearSelection = () => {
    selection.clear();
    setMatched([]);
  };

  return (
    <HeadedSection heading={CURATION_MESSAGES.heading} headingClassName="text-2xl font-bold" className="space-y-6">
      {status}
      <div className="flex flex-col gap-4 rounded-xl border border-neutral-800 bg-neutral-900 p-4 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <Field id={filterId} label={CURATION_MESSAGES.filterLabel} layout="inline">
            <select
              id={filterId}
              value={filter}
              onChange={(event) => setQuery({ filter: event.target.value as CurationQuery['filter'] })}
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
            {CURATION_MESSAGES.itemCount(total)}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <CatalogBatchButton action="approve-clean" onChanged={onChanged} />
          <CatalogBatchButton action="reject-flagged" onChanged={onChanged} />
        </div>
      </div>

      <CurationFilters
        query={query}
        onChange={setQuery}
        onClear={() => setQuery(DEFAULT_CURATION_QUERY)}
        canClear={hasActiveFilters(query)}
      />

      <div
        data-testid="selection-tools"
        className="flex flex-col gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <SelectionBar
            count={selected.length}
            shownCount={visible.length}
            onSelectAllShown={selection.selectAllShown}
            onClear={clearSelection}
          />
          <SelectAllMatching
            query={query}
            total={total}
            onSelect={(works) => {
              setMatched(works);
              selection.selectIds(works.map((artwork) => artwork.id));
            }}
          />
        </div>
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
            {hasActiveFilters(query) ? CURATION_MESSAGES.emptyNoMatch(filter) : CURATION_MESSAGES.emptyNoArtworks}
          </p>
        </div>
      ) : (
        // Compact, four cards a row from lg (1366 px), so a page of 48 is not 12,678 px tall.
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {visible.map((artwork) => (
            <ArtworkCard
              key={artwork.id}
              artwork={artwork}
              isBusy={busyId === artwork.id}
              onUpdate={onUpdate}
              onEditText={(target) => setDialog({ kind: 'edit-text', artworkId: target.id })}
              onViewDetails={(target) => setDialog({ kind: 'details', artworkId: target.id })}
              onEdit={(target) => setDialog({ kind: 'edit', artworkId: target.id })}
              manageActions={
                <>
                  <PublishCardButton artwork={artwork} isBusy={busyId === artwork.id} onChanged={onChanged} />
                  <ReplaceFileAction artwork={artwork} isBusy={busyId === artwork.id} onReplaced={onOcrQueued} />
                  <ArchiveDeleteActions artwork={artwork} isBusy={busyId === artwork.id} />
                </>
              }
              fullSizeActions={
                <ReplaceFileAction artwork={artwork} isBusy={busyId === artwork.id} onReplaced={onOcrQueued} />
              }
              selection={{ isSelected: selection.selected.has(artwork.id), onToggle: selection.toggle }}
            />
          ))}
        </div>
      )}
      <Pager page={query.page} pageCount={pageCount} onPage={(page) => setQuery({ page })} />

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
