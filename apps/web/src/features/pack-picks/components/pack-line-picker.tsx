import type { PackLinePicks } from '@shop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ApiError } from '../../../lib/api-client';
import { usePickArtworks } from '../api/pick-artworks';
import { packPickMessages as m } from '../messages';
import { CollectionWorks } from './collection-works';
import { PickedList } from './picked-list';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** One pack line: choose up to its remaining credits from its collection, then confirm in a dialog. */
export function PackLinePicker({
  orderId,
  pack,
  onPicked,
}: {
  orderId: string;
  pack: PackLinePicks;
  onPicked: () => void | Promise<void>;
}) {
  const [category, setCategory] = useState(pack.categories[0] ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const [isConfirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const pick = usePickArtworks(orderId, onPicked);
  const selectId = useId();
  const max = pack.remaining;
  const chosen = selected.slice(0, max);

  const toggle = (artworkId: string, title: string) => {
    setOutcome(null);
    setTitles((current) => new Map(current).set(artworkId, title));
    setSelected((current) =>
      current.includes(artworkId)
        ? current.filter((id) => id !== artworkId)
        : current.length < max
          ? [...current, artworkId]
          : current,
    );
  };

  const confirm = () => {
    setConfirming(false);
    pick.mutate(chosen, {
      onSuccess: (result) => {
        setSelected([]);
        setOutcome(result.message);
      },
    });
  };

  return (
    <HeadedSection
      heading={m.heading(pack.remaining, pack.collectionLabel)}
      headingClassName="text-2xl font-semibold"
      className="space-y-4 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800"
    >
      <p className="text-neutral-300">{m.picksLeft(pack.title, pack.remaining, pack.total)}</p>
      {pack.maxPrice !== null ? <p className="text-sm text-neutral-400">{m.ceiling(pack.maxPrice)}</p> : null}
      {pack.categories.length > 1 ? (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-neutral-300">
            {m.categoryLabel}
          </label>
          <select
            id={selectId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="rounded-md border border-neutral-700 bg-neutral-950 px-2 py-1 text-sm"
          >
            {pack.categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <CollectionWorks
        key={category}
        category={category}
        maxPrice={pack.maxPrice}
        collectionLabel={pack.categories.length > 1 ? category : pack.collectionLabel}
        selected={chosen}
        isFull={chosen.length >= max}
        picked={pack.picked.map((work) => work.artworkId)}
        onToggle={toggle}
      />
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-sm text-neutral-300">
          <span>{m.selected(chosen.length, max)}</span> · <span>{m.leftAfter(max - chosen.length)}</span>
        </p>
        <Button onClick={() => setConfirming(true)} disabled={chosen.length === 0 || pick.isPending}>
          {pick.isPending ? m.adding : m.confirm(chosen.length)}
        </Button>
      </div>
      {/* A pick spends a credit for good: the buyer sees what they chose and says yes first. */}
      <Dialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={m.confirmTitle(chosen.length)}
        description={m.confirmText(chosen.length, max)}
      >
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-neutral-200">
          {chosen.map((artworkId) => (
            <li key={artworkId} className="break-words">
              {titles.get(artworkId) ?? artworkId}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {m.confirmBack}
          </Button>
          <Button onClick={confirm}>{m.confirmYes(chosen.length)}</Button>
        </div>
      </Dialog>
      {outcome ? (
        <p role="status" className="text-emerald-300">
          {outcome}
        </p>
      ) : null}
      {pick.isError ? (
        <div role="alert" className="rounded-lg border border-red-900 bg-red-950/40 p-3">
          <p className="font-semibold">{m.pickFailed}</p>
          <p className="text-sm text-neutral-300">{failureText(pick.error)}</p>
        </div>
      ) : null}
      <PickedList picked={pack.picked} />
    </HeadedSection>
  );
}
