import { type Artwork, type BatchChanges, CategorySchema } from '@shop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { compactInputClass, Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateArtworks } from '../api/update-artworks';
import { EDIT_MESSAGES } from '../edit-messages';
import { describeChanges } from '../lib/describe-changes';
import { errorMessage } from '../lib/error-message';
import { parsePriceInput } from '../lib/money-input';
import { useUndoBatch } from '../lib/use-undo-batch';
import { CategorySelect } from './category-select';

export interface BatchActionsProps {
  /** The selected works as they are now: what Undo restores. */
  selected: readonly Artwork[];
  onChanged?: () => void;
}

interface Pending {
  question: string;
  changes: BatchChanges;
  warning?: string;
}

/**
 * Batch actions on the selection. Each first asks, naming how many works it changes; after it is
 * applied a toast offers Undo, which puts every work back to its own previous values.
 */
export function BatchActions({ selected, onChanged }: BatchActionsProps) {
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [category, setCategory] = useState<string>('Core Collection');
  const [pending, setPending] = useState<Pending | null>(null);
  const priceId = useId();
  const batch = useUpdateArtworks({ onChanged });
  const count = selected.length;
  const isDisabled = count === 0 || batch.isPending;

  const ask = (changes: BatchChanges, question: string, warning?: string) =>
    setPending(warning === undefined ? { changes, question } : { changes, question, warning });

  const askPrice = () => {
    const parsed = parsePriceInput(price);
    if (parsed === undefined) {
      setPriceError(EDIT_MESSAGES.priceInvalid);
      return;
    }
    setPriceError(null);
    ask({ price: parsed.price }, EDIT_MESSAGES.confirmPrice(parsed.price, count));
  };
  const askForSale = (isForSale: boolean) => {
    const unpriced = selected.filter((artwork) => artwork.price === null).length;
    ask(
      { isForSale },
      EDIT_MESSAGES.confirmForSale(isForSale, count),
      isForSale && unpriced > 0 ? EDIT_MESSAGES.unpricedForSaleWarning(unpriced) : undefined,
    );
  };
  const askCategory = () => {
    const parsed = CategorySchema.safeParse(category);
    if (parsed.success) ask({ category: parsed.data }, EDIT_MESSAGES.confirmCategory(parsed.data, count));
  };

  const undo = useUndoBatch({ onChanged });

  const apply = () => {
    if (pending === null) return;
    const before = [...selected];
    const { changes } = pending;
    setPending(null);
    batch.mutate(
      { ids: before.map((artwork) => artwork.id), changes },
      {
        onSuccess: (changed) => {
          toast({
            title: EDIT_MESSAGES.batchDoneTitle(changed.length),
            description: describeChanges(changes),
            action: { label: EDIT_MESSAGES.undo, onClick: () => void undo(before, changes) },
          });
        },
        onError: (error) => {
          toast({ title: EDIT_MESSAGES.batchFailedTitle, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div role="group" aria-label={EDIT_MESSAGES.batchHeading} className="flex flex-wrap items-end gap-2">
      <Field id={priceId} label={EDIT_MESSAGES.batchPriceLabel} size="sm">
        <input
          id={priceId}
          inputMode="decimal"
          placeholder="19.99"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={priceError !== null}
          aria-describedby={priceError === null ? undefined : `${priceId}-error`}
          className={`${compactInputClass} w-28`}
        />
      </Field>
      <Button size="sm" disabled={isDisabled} onClick={askPrice}>
        {EDIT_MESSAGES.setPrice}
      </Button>
      <Button size="sm" variant="secondary" disabled={isDisabled} onClick={() => askForSale(true)}>
        {EDIT_MESSAGES.putOnSale}
      </Button>
      <Button size="sm" variant="secondary" disabled={isDisabled} onClick={() => askForSale(false)}>
        {EDIT_MESSAGES.takeOffSale}
      </Button>
      <CategorySelect value={category} onChange={setCategory} />
      <Button size="sm" variant="secondary" disabled={isDisabled} onClick={askCategory}>
        {EDIT_MESSAGES.setCategory}
      </Button>
      <Button
        size="sm"
        disabled={isDisabled}
        onClick={() => ask({ status: 'approved' }, EDIT_MESSAGES.confirmStatus('approved', count))}
      >
        {EDIT_MESSAGES.approveSelected}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={isDisabled}
        onClick={() => ask({ status: 'rejected' }, EDIT_MESSAGES.confirmStatus('rejected', count))}
      >
        {EDIT_MESSAGES.rejectSelected}
      </Button>
      {priceError === null ? null : (
        <p id={`${priceId}-error`} className="basis-full text-sm text-red-300">
          {priceError}
        </p>
      )}
      {pending === null ? null : (
        <Dialog
          onClose={() => setPending(null)}
          title={pending.question}
          description={EDIT_MESSAGES.confirmDescription}
        >
          {pending.warning === undefined ? null : <p className="mb-4 text-sm text-amber-300">{pending.warning}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setPending(null)}>
              {EDIT_MESSAGES.cancel}
            </Button>
            <Button onClick={apply}>{EDIT_MESSAGES.confirm}</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
