import { STATE_TAX_RATES, formatUsd } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { countryName } from '../../../lib/country-name';
import type { CheckoutTotals } from '../checkout-totals';
import { checkoutMessages as m } from '../messages';
import type { TaxChoice } from '../tax-choice';
import { formatRatePercent } from '../us-states';

function TotalRow({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between', className)}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** The tax line's label: the state and its rate, or the country's tax, name and rate. */
function taxLabel(choice: TaxChoice | null): string {
  if (choice === null) return m.tax;
  if (typeof choice === 'string') return m.taxFor(choice, formatRatePercent(STATE_TAX_RATES[choice]));
  const country = countryName(choice.countryCode);
  return choice.taxName === null
    ? m.noTaxFor(country)
    : m.countryTaxFor(choice.taxName, country, formatRatePercent(choice.rate));
}

/**
 * Subtotal, tax and total; the tax line names the state and its rate once one is chosen. A promo
 * code adds its discount line between subtotal and tax.
 */
export function TotalsTable({
  totals,
  choice,
  promoCode = null,
}: {
  totals: CheckoutTotals;
  choice: TaxChoice | null;
  promoCode?: string | null;
}) {
  return (
    <dl className="space-y-2 text-neutral-200" aria-label="Order totals">
      <TotalRow label={m.subtotal} value={formatUsd(totals.subtotalCents)} testId="checkout-subtotal" />
      {promoCode ? (
        <TotalRow
          label={m.discountFor(promoCode)}
          value={`-${formatUsd(totals.discountCents)}`}
          testId="checkout-discount"
          className="text-emerald-300"
        />
      ) : null}
      <TotalRow
        label={taxLabel(choice)}
        value={totals.taxCents === null ? '—' : formatUsd(totals.taxCents)}
        testId="checkout-tax"
      />
      <TotalRow
        label={m.total}
        value={formatUsd(totals.totalCents)}
        testId="checkout-total"
        className="border-t border-neutral-700 pt-2 text-lg font-bold text-white"
      />
    </dl>
  );
}
