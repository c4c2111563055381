import {
  PROMO_CODE_PATTERN,
  type CreatePromoCodeBody,
  type PromoCode,
  type PromoCodeKind,
  type UpdatePromoCodeBody,
  nextDay,
} from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { dayStart, formatDay, useShopTime } from '../../../lib/dates';
import { PROMO_MESSAGES } from '../messages';

const M = PROMO_MESSAGES.form;
const inputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400';

interface Draft {
  code: string;
  kind: PromoCodeKind;
  value: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerBuyer: boolean;
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerBuyer: false,
};

/**
 * A code as the form's draft, to edit it, in the shop's days. An end is stored as the start of the
 * day after the last one, so the form shows the day before it.
 */
export function draftOf(code: PromoCode, timeZone: string): Draft {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.percentOff ?? '') : (code.amountOff ?? ''),
    startsAt: code.startsAt ? formatDay(code.startsAt, timeZone) : '',
    endsAt: code.endsAt ? formatDay(new Date(Date.parse(code.endsAt) - 1).toISOString(), timeZone) : '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    oncePerBuyer: code.oncePerBuyer,
  };
}

/** What an edit sends: every field of the form but the code, which never changes. */
export function toUpdateBody(body: CreatePromoCodeBody): UpdatePromoCodeBody {
  const { kind, percentOff, amountOff, startsAt, endsAt, usageLimit, oncePerBuyer } = body;
  return { kind, percentOff, amountOff, startsAt, endsAt, usageLimit, oncePerBuyer };
}

/**
 * The draft as the server's body, or the first thing wrong with it. The server checks the same
 * rules; checking here says so before the round trip. Days are the shop's: a start date is the
 * moment that day begins in `timeZone`, an end date means "through that day".
 */
export function toCreateBody(draft: Draft, timeZone: string): { body: CreatePromoCodeBody } | { error: string } {
  const code = draft.code.trim();
  if (!PROMO_CODE_PATTERN.test(code)) return { error: M.invalidCode };
  let value: Pick<CreatePromoCodeBody, 'percentOff' | 'amountOff'>;
  if (draft.kind === 'percent') {
    const percent = Number(draft.value);
    if (!/^\d+$/.test(draft.value.trim()) || percent < 1 || percent > 100) return { error: M.invalidPercent };
    value = { percentOff: percent };
  } else {
    const amount = draft.value.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return { error: M.invalidAmount };
    value = { amountOff: Number(amount).toFixed(2) };
  }
  const limit = draft.usageLimit.trim();
  if (limit !== '' && (!/^\d+$/.test(limit) || Number(limit) < 1)) return { error: M.invalidLimit };
  const endsAt = draft.endsAt ? dayStart(nextDay(draft.endsAt), timeZone) : null;
  const startsAt = draft.startsAt ? dayStart(draft.startsAt, timeZone) : null;
  if (startsAt && endsAt && endsAt <= startsAt) return { error: M.endsBeforeStart };
  return {
    body: {
      code,
      kind: draft.kind,
      ...value,
      startsAt,
      endsAt,
      usageLimit: limit === '' ? null : Number(limit),
      oncePerBuyer: draft.oncePerBuyer,
    },
  };
}

/** A new code's form; with `editing`, the same form for that code, its code read-only. */
export function PromoCodeForm({
  editing,
  pending,
  serverError,
  onSubmit,
}: {
  editing?: PromoCode;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: CreatePromoCodeBody) => Promise<boolean>;
}) {
  const id = useId();
  const { timeZone } = useShopTime();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing, timeZone) : EMPTY));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = toCreateBody(draft, timeZone);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    if ((await onSubmit(result.body)) && !editing) setDraft(EMPTY);
  }

  const shownError = error ?? serverError;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      {...(editing ? { 'aria-label': M.editHeading(editing.code) } : { 'aria-labelledby': `${id}-heading` })}
      className={editing ? 'space-y-4' : 'space-y-4 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800'}
      noValidate
    >
      {editing ? null : (
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {M.heading}
        </h3>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-code`} className="block text-sm font-medium">
            {M.code}
          </label>
          <input
            id={`${id}-code`}
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
            readOnly={editing !== undefined}
            className={`${inputClass} font-mono uppercase`}
            aria-describedby={`${id}-code-help`}
          />
          <p id={`${id}-code-help`} className="text-xs text-neutral-400">
            {editing ? M.codeFixed : M.codeHelp}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-kind`} className="block text-sm font-medium">
            {M.kind}
          </label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value === 'fixed' ? 'fixed' : 'percent')}
            className={inputClass}
          >
            <option value="percent">{M.kinds.percent}</option>
            <option value="fixed">{M.kinds.fixed}</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-value`} className="block text-sm font-medium">
            {draft.kind === 'percent' ? M.percent : M.amount}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            value={draft.value}
            onChange={(event) => set('value', event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-limit`} className="block text-sm font-medium">
            {M.usageLimit}
          </label>
          <input
            id={`${id}-limit`}
            inputMode="numeric"
            value={draft.usageLimit}
            onChange={(event) => set('usageLimit', event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-starts`} className="block text-sm font-medium">
            {M.startsAt}
          </label>
          <input
            id={`${id}-starts`}
            type="date"
            value={draft.startsAt}
            aria-describedby={`${id}-zone`}
            onChange={(event) => set('startsAt', event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-ends`} className="block text-sm font-medium">
            {M.endsAt}
          </label>
          <input
            id={`${id}-ends`}
            type="date"
            value={draft.endsAt}
            aria-describedby={`${id}-zone`}
            onChange={(event) => set('endsAt', event.target.value)}
            className={inputClass}
          />
        </div>
        <p id={`${id}-zone`} className="text-xs text-neutral-400 sm:col-span-2">
          {M.daysInZone(timeZone)}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.oncePerBuyer}
          onChange={(event) => set('oncePerBuyer', event.target.checked)}
        />
        {M.oncePerBuyer}
      </label>
      {shownError ? (
        <p role="alert" className="text-sm text-red-300">
          {shownError}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {editing ? (pending ? M.saving : M.save) : pending ? M.creating : M.create}
      </Button>
    </form>
  );
}
