import { formatUsd, MISCELLANEOUS_PRICE_CENTS, priceToCents, type Artwork } from '@shop/contracts';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { ArtworkThumbnail } from '../../../components/ui/artwork-thumbnail';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { LoadingState, PanelErrorState } from '../../../components/ui/status-views';
import { PICKER_PAGE_SIZE, useCollectionWorks } from '../api/get-collection-works';
import { packPickMessages as m } from '../messages';

/** The price the work sells at: Miscellaneous at its fixed price (SPEC §2), the rest at their own. */
function priceText(work: Artwork): string | null {
  if (work.category === 'Miscellaneous') return formatUsd(MISCELLANEOUS_PRICE_CENTS);
  return work.price === null ? null : formatUsd(priceToCents(work.price));
}

/**
 * A page of a collection's works as checkboxes (keyboard: Tab between them, Space to choose).
 * A work already picked for the pack shows as such and cannot be chosen again. The parent keys
 * it by category, so another category starts on its first page.
 */
export function CollectionWorks({
  category,
  maxPrice,
  collectionLabel,
  selected,
  isFull,
  picked,
  onToggle,
}: {
  category: string;
  /** The pack's price ceiling; null: none. */
  maxPrice: string | null;
  collectionLabel: string;
  selected: readonly string[];
  isFull: boolean;
  picked: readonly string[];
  /** The title goes with the id, so the confirmation can name what is about to be added. */
  onToggle: (artworkId: string, title: string) => void;
}) {
  const [page, setPage] = useState(1);
  const works = useCollectionWorks(category, page, maxPrice);
  const idPrefix = useId();

  if (works.isPending) return <LoadingState text={m.loadingWorks} className="py-8" />;
  if (works.isError)
    return (
      <PanelErrorState retryLabel={m.retry} onRetry={() => void works.refetch()}>
        <p>{m.worksError}</p>
      </PanelErrorState>
    );
  if (works.data.items.length === 0) return <p className="py-6 text-neutral-400">{m.empty(collectionLabel)}</p>;

  const pages = Math.max(1, Math.ceil(works.data.total / PICKER_PAGE_SIZE));
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {works.data.items.map((work) => {
          const isPicked = picked.includes(work.id);
          const isSelected = selected.includes(work.id);
          const titleId = `${idPrefix}-${work.id}-title`;
          const priceId = `${idPrefix}-${work.id}-price`;
          const price = priceText(work);
          return (
            <li key={work.id}>
              <label
                className={cn(
                  'flex cursor-pointer flex-col gap-2 rounded-lg p-2 ring-1 ring-neutral-700 focus-within:ring-2 focus-within:ring-violet-400',
                  isSelected && 'bg-violet-950/60 ring-2 ring-violet-500',
                  (isPicked || (isFull && !isSelected)) && 'cursor-not-allowed opacity-60',
                )}
              >
                {/* The whole picture, letterboxed, so the buyer sees what they choose. */}
                <ArtworkThumbnail
                  filename={work.filename}
                  updatedAt={work.updatedAt}
                  size={144}
                  fit="contain"
                  className="mx-auto bg-neutral-950"
                />
                <span className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={isPicked || isSelected}
                    disabled={isPicked || (isFull && !isSelected)}
                    onChange={() => onToggle(work.id, work.title)}
                    aria-labelledby={titleId}
                    aria-describedby={price ? priceId : undefined}
                    className="h-4 w-4 shrink-0 accent-violet-500"
                  />
                  <span id={titleId} className="min-w-0 break-words">
                    {work.title}
                  </span>
                </span>
                {price ? (
                  <span id={priceId} className="text-sm font-medium text-neutral-200">
                    {price}
                  </span>
                ) : null}
                {isPicked ? (
                  <span className="flex items-center gap-1 text-xs text-emerald-300">
                    <Check className="h-3 w-3" aria-hidden />
                    {m.alreadyPicked}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav aria-label={m.page(page, pages)} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {m.previous}
          </Button>
          <span className="text-sm text-neutral-400">{m.page(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {m.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
