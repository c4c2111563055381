import { STATE_TAX_RATES, formatUsd, type StateCode } from '@shop/contracts';
import type { CheckoutTotals } from '../checkout-totals';
import { checkoutMessages as m } from '../messages';
import { formatRatePercent } from '../us-states';

/** Subtotal, tax and total; the tax line names the state and its rate once one is chosen. */
export function TotalsTable({ totals, stateCode }: { totals: CheckoutTotals; stateCode: StateCode | null }) {
  return (
    <dl className="space-y-2 text-neutral-200" aria-label="Order totals">
      <div className="flex justify-between">
        <dt>{m.subtotal}</dt>
        <dd data-testid="checkout-subtotal" className="tabular-nums">
          {formatUsd(totals.subtotalCents)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt>{stateCode ? m.taxFor(stateCode, formatRatePercent(STATE_TAX_RATES[stateCode])) : m.tax}</dt>
        <dd data-testid="checkout-tax" className="tabular-nums">
          {totals.taxCents === null ? '—' : formatUsd(totals.taxCents)}
        </dd>
      </div>
      <div className="flex justify-between border-t border-neutral-700 pt-2 text-lg font-bold text-white">
        <dt>{m.total}</dt>
        <dd data-testid="checkout-total" className="tabular-nums">
          {formatUsd(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
