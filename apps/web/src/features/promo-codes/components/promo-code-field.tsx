import { DEFAULT_STATE_CODE, PROMO_ERROR_CODES, formatUsd, parseCents, type OrderLineInput } from '@shop/contracts';
import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { getQuote, promoRefusal } from '../api/quote';
import { PROMO_MESSAGES } from '../messages';

const M = PROMO_MESSAGES.field;

/** A code the server accepted for this cart: what the checkout shows and sends with the payment order. */
export interface AppliedPromo {
  code: string;
  discountCents: number;
  /** Given for first-order-only codes; the payment order needs it too. */
  email?: string;
}

const inputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-violet-400';

/**
 * The checkout's "Promo code" field. Apply asks the server to price the cart with the
 * code; the discount does not depend on the state, so the state chosen so far (or SPEC's default)
 * is sent. A first-order-only code the server cannot check without an e-mail asks for it.
 */
export function PromoCodeField({
  items,
  stateCode,
  countryCode,
  applied,
  onApply,
  onRemove,
}: {
  items: readonly OrderLineInput[];
  stateCode: string | null;
  /** A country outside the US, priced by its own tax; absent for a US checkout. */
  countryCode?: string;
  applied: AppliedPromo | null;
  onApply: (promo: AppliedPromo) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [needsEmail, setNeedsEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [removed, setRemoved] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '' || pending) return;
    setPending(true);
    setError(null);
    setRemoved(false);
    const buyerEmail = needsEmail && email.trim() !== '' ? email.trim() : undefined;
    try {
      const quote = await getQuote({
        items: [...items],
        ...(countryCode ? { countryCode } : { stateCode: stateCode ?? DEFAULT_STATE_CODE }),
        promoCode: typed,
        ...(buyerEmail ? { email: buyerEmail } : {}),
      });
      onApply({
        code: quote.promoCode ?? typed.toUpperCase(),
        discountCents: parseCents(quote.discount),
        ...(buyerEmail ? { email: buyerEmail } : {}),
      });
      setCode('');
    } catch (failure) {
      const refusal = promoRefusal(failure, M.unavailable);
      if (refusal.error === PROMO_ERROR_CODES.needsEmail) setNeedsEmail(true);
      setError(refusal.message);
    } finally {
      setPending(false);
    }
  }

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-700 bg-emerald-950/40 p-3">
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-100">
          <Tag className="h-4 w-4 shrink-0" aria-hidden />
          {M.applied(applied.code, formatUsd(applied.discountCents))}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onRemove();
            setRemoved(true);
            setNeedsEmail(false);
            setError(null);
          }}
          aria-label={`${M.remove} ${applied.code}`}
        >
          <X className="mr-1 h-4 w-4" aria-hidden />
          {M.remove}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} className="space-y-2">
      <label htmlFor={`${id}-code`} className="block font-medium">
        {M.label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={M.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <Button type="submit" disabled={pending || code.trim() === ''}>
          {pending ? M.applying : M.apply}
        </Button>
      </div>
      {needsEmail ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium">
            {M.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
          />
          <p className="text-sm text-neutral-400">{M.emailHelp}</p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {removed ? (
        <p role="status" className="text-sm text-neutral-400">
          {M.removed}
        </p>
      ) : null}
    </form>
  );
}
