import { ReferencePriceSettingsSchema, type ReferencePriceSettings } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useReferencePrice, useSaveReferencePrice } from '../api/reference-price';
import { REFERENCE_PRICE_MESSAGES as M } from '../messages';

/** Issue #25: the artist sets, or switches off, the shop-wide struck-through price. */
export function ReferencePriceSettingsPanel() {
  const reference = useReferencePrice();
  return (
    <HeadedSection
      heading={M.heading}
      headingClassName="text-xl font-semibold"
      className="space-y-3 rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <p className="text-sm text-neutral-400">{M.intro}</p>
      {reference.isPending ? (
        <LoadingState text={M.loading} className="py-6" />
      ) : reference.isError ? (
        <ErrorState title={M.loadFailed} onRetry={() => void reference.refetch()} />
      ) : (
        <ReferencePriceForm initial={reference.data} />
      )}
    </HeadedSection>
  );
}

function ReferencePriceForm({ initial }: { initial: ReferencePriceSettings }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const save = useSaveReferencePrice();
  const change = (patch: Partial<ReferencePriceSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReferencePriceSettingsSchema.safeParse({ ...draft, price: draft.price.trim() });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="max-w-md space-y-3" noValidate>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {M.enabledLabel}
      </label>
      <Field id="reference-price" label={M.priceLabel}>
        <input
          id="reference-price"
          className={inputClass}
          inputMode="decimal"
          value={draft.price}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'reference-price-problem' : undefined}
          onChange={(event) => change({ price: event.target.value })}
        />
      </Field>
      {problem ? (
        <p id="reference-price-problem" role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? M.saving : M.save}
      </Button>
    </form>
  );
}
